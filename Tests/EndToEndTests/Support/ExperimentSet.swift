import Analytics
import Foundation
import TestSupport

/// About fifty simulated experiments as an app sends them, for the server and its store: campaign
/// files (two or three variants, uneven weights, some with `plannedUsers`) and their events
/// (heterogeneous users with several impressions, a few in two variants, taps beyond impressions,
/// taps without impressions, anonymous events, preview traffic, client times over ten days).
struct ExperimentSet {
  struct Experiment {
    var id: String
    var variants: [ConfiguredVariant]
    var plannedUsers: Int?
    /// The report's query parameters and the events they select.
    var source: SourceFilter
    var fromDay: String?
  }

  let experiments: [Experiment]
  let events: [Event]
  /// Midnight UTC of the `from` day used by some queries, in epoch milliseconds.
  let fromMilliseconds: Int64
  let fromDay: String

  init(count: Int = 50, seed: UInt64 = 24, now: Int64 = Int64(Date().timeIntervalSince1970 * 1000)) {
    var random = SplitMix64(seed: seed)
    let day: Int64 = 86_400_000
    fromMilliseconds = (now - 5 * day) / day * day
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    fromDay = formatter.string(from: Date(timeIntervalSince1970: Double(fromMilliseconds) / 1000))
    var experiments: [Experiment] = []
    var events: [Event] = []
    for index in 0..<count {
      let ids = index % 4 == 3 ? ["control", "x", "y"] : ["A", "B"]
      let weights = ids.map { _ in [1.0, 1, 2, 3, 50][Int(random.next() % 5)] }
      let experiment = Experiment(
        id: String(format: "exp-%02d", index), variants: zip(ids, weights).map(ConfiguredVariant.init),
        plannedUsers: index % 2 == 0 ? 100 + Int(random.next() % 100_000) : nil,
        source: index % 3 == 0 ? .all : .app, fromDay: index % 5 == 4 ? fromDay : nil)
      experiments.append(experiment)
      events += Self.events(of: experiment, users: 80 + Int(random.next() % 220), now: now, &random)
    }
    self.experiments = experiments
    self.events = events
  }

  private static func events(
    of experiment: Experiment, users: Int, now: Int64, _ random: inout SplitMix64
  )
    -> [Event]
  {
    var events: [Event] = []
    let total = experiment.variants.reduce(0) { $0 + $1.weight }
    // The slices' fields (issue 43): a device and an app version per user, now and then none or
    // another one on a later event.
    var device: EventDevice? = nil
    var version: String? = nil
    func add(_ type: EventType, _ variant: String, _ user: String?, source: EventSource = .app) {
      let ts = now - Int64(random.next() % 864_000_000)
      var event = makeEvent(
        "\(experiment.id)-\(events.count)", campaign: experiment.id, variant: variant, type: type,
        trigger: type == .close ? [.closeButton, .overlay, .escape][Int(random.next() % 3)] : nil,
        user: user,
        source: source, ts: ts, receivedAt: ts)
      let other = random.unit() < 0.05
      event.device = other ? EventDevice.allCases[Int(random.next() % 4)] : device
      event.appVersion = other ? nil : version
      events.append(event)
    }
    let anonymous = random.unit() < 0.3
    for index in 0..<users {
      var pick = random.unit() * total
      let variant =
        experiment.variants.first {
          pick -= $0.weight
          return pick < 0
        }?.id ?? experiment.variants[0].id
      let user = index % 17 == 5 ? "Zoë \(index)" : "u\(index)"
      let source: EventSource = random.unit() < 0.1 ? .preview : .app
      device = random.unit() < 0.1 ? nil : random.unit() < 0.3 ? .tablet : .phone
      version = random.unit() < 0.1 ? nil : ["2.3.0", "2.4.0", "2.4.1"][Int(random.next() % 3)]
      let impressions = random.unit() < 0.01 ? 0 : 1 + (random.next() & 0x3F).nonzeroBitCount
      let propensity = random.beta(0.5, 4.5)
      let taps = random.binomial(impressions, propensity) + (random.unit() < 0.02 ? 2 : 0)
      for _ in 0..<impressions { add(.impression, variant, user, source: source) }
      for _ in 0..<taps { add(.tap, variant, user, source: source) }
      for _ in 0..<random.binomial(max(0, impressions - taps), 0.6) {
        add(.close, variant, user, source: source)
      }
      if random.unit() < 0.02 {
        add(
          .impression,
          experiment.variants.last!.id == variant ? experiment.variants[0].id : experiment.variants.last!.id,
          user)
      }
    }
    if anonymous {
      for variant in experiment.variants {
        let count = Int(random.next() % 12)
        for k in 0..<count { add(.impression, variant.id, k % 2 == 0 ? nil : "") }
        for _ in 0..<random.binomial(count + 2, 0.3) { add(.tap, variant.id, nil) }
      }
    }
    return events
  }

  /// The campaign file of `experiment`.
  static func campaignFile(_ experiment: Experiment) -> String {
    let variants = experiment.variants.map {
      "{\"id\": \"\($0.id)\", \"style\": \"pop-grow\", \"weight\": \($0.weight)}"
    }
    let planned = experiment.plannedUsers.map { ", \"plannedUsers\": \($0)" } ?? ""
    return """
      {"id": "\(experiment.id)", "title": "Experiment \(experiment.id)", "banner": "banners/a.svg"\(planned),
       "variants": [\(variants.joined(separator: ", "))]}
      """
  }

  /// The report path of `experiment` with its query.
  static func reportPath(_ experiment: Experiment) -> String {
    var query = ["source=\(experiment.source.rawValue)"]
    if let from = experiment.fromDay { query.append("from=\(from)") }
    return "/api/report/\(experiment.id)?" + query.joined(separator: "&")
  }

  /// The report the statistics give in process for the same events.
  func inProcessReport(_ experiment: Experiment) -> Report {
    let query = EventQuery(
      campaign: experiment.id, source: experiment.source,
      from: experiment.fromDay == nil ? nil : fromMilliseconds)
    return Report(
      campaign: experiment.id, variants: experiment.variants, sums: referenceSums(events, query),
      plannedUsers: experiment.plannedUsers, source: experiment.source, from: experiment.fromDay)
  }

  /// The sliced report the statistics give in process for the same events.
  func inProcessSlices(_ experiment: Experiment, by dimension: SliceDimension) -> SliceReport {
    let query = EventQuery(
      campaign: experiment.id, source: experiment.source,
      from: experiment.fromDay == nil ? nil : fromMilliseconds)
    return SliceReport(
      campaign: experiment.id, variants: experiment.variants,
      slices: referenceSlices(events, query, by: dimension), by: dimension,
      plannedUsers: experiment.plannedUsers, source: experiment.source, from: experiment.fromDay)
  }

  /// An event as the JSON an app posts.
  static func json(_ event: Event) -> String {
    var fields = [
      "\"id\":\"\(event.id)\"", "\"campaign\":\"\(event.campaign)\"", "\"variant\":\"\(event.variant)\"",
      "\"type\":\"\(event.type.rawValue)\"", "\"source\":\"\(event.source.rawValue)\"",
    ]
    if let trigger = event.trigger, event.type == .close {
      fields.append("\"trigger\":\"\(trigger.rawValue)\"")
    }
    if let user = event.user { fields.append("\"user\":\"\(user)\"") }
    if let ts = event.ts { fields.append("\"ts\":\(ts)") }
    if let device = event.device { fields.append("\"device\":\"\(device.rawValue)\"") }
    if let version = event.appVersion { fields.append("\"app_version\":\"\(version)\"") }
    return "{" + fields.joined(separator: ",") + "}"
  }
}
