import Analytics
import Campaigns

/// Builds the A/B report of a campaign from the store's sums (counting per user happens in the database)
/// and the delivery ledger (every campaign's events: the same in each report).
enum ReportBuilder {
  static func report(
    campaign: Campaign, store: any EventStore, source: SourceFilter, range: ReportTimeRange,
    deliveryGrace: Int64 = DeliveryLedger.defaultGrace, now: Int64 = EventDecoder.systemNow()
  ) throws(EventStoreError) -> Report {
    let sums = try store.reportSums(
      EventQuery(campaign: campaign.id, source: source, from: range.from, to: range.to))
    var report = Report(
      campaign: campaign.id,
      variants: campaign.variants.map { ConfiguredVariant(id: $0.id, weight: $0.weight) },
      sums: sums, plannedUsers: campaign.plannedUsers, source: source, from: range.fromText, to: range.toText)
    report.duration = try duration(
      of: report, campaign: campaign, store: store, source: source, range: range, now: now)
    report.delivery = try store.deliveryLedger(grace: deliveryGrace, now: now)
    return report
  }

  /// The report's ``ReportDuration``: the window is the last 7 complete UTC days of the range (it ends
  /// at `to`, never after `now`; a day counts once it is over), cut at `from`; its new units are the
  /// range's up to the window's end less those up to its start. Both bounds are midnights (or `from`),
  /// so both reads are of whole days, answered by the rollups, and the figures stay the same all day.
  /// No complete day yet (or no unit before today): a window of 0 days and no pace.
  static func duration(
    of report: Report, campaign: Campaign, store: any EventStore, source: SourceFilter,
    range: ReportTimeRange,
    now: Int64
  ) throws(EventStoreError) -> ReportDuration {
    let day: Int64 = 86_400_000
    let end = min(range.to ?? now, now)
    let windowEnd = end - ((end % day) + day) % day
    var start = windowEnd - Int64(ReportDuration.windowDays) * day
    if let from = range.from, from > start { start = from }
    guard windowEnd > start else { return ReportDuration(report: report, windowUnits: 0, windowDays: 0) }
    func units(before bound: Int64) throws(EventStoreError) -> Int {
      if bound == range.to { return report.variants.reduce(0) { $0 + $1.units } }
      let sums = try store.reportSums(
        EventQuery(campaign: campaign.id, source: source, from: range.from, to: bound))
      return campaign.variants.reduce(0) { $0 + (sums.sums(of: $1.id)?.units ?? 0) }
    }
    let untilEnd = try units(before: windowEnd)
    // Nobody before today: the campaign has no complete day yet (a pace of 0 would say it stalled).
    guard untilEnd > 0 else { return ReportDuration(report: report, windowUnits: 0, windowDays: 0) }
    let before = range.from.map { $0 < start } ?? true ? try units(before: start) : 0
    return ReportDuration(
      report: report, windowUnits: untilEnd - before, windowDays: Double(windowEnd - start) / Double(day))
  }

  /// The report split by `dimension` (``SliceReport``): the whole campaign from the rollups when the
  /// store holds them in memory, else counted from the events.
  static func sliced(
    campaign: Campaign, store: any EventStore, source: SourceFilter, range: ReportTimeRange,
    by dimension: SliceDimension
  ) throws(EventStoreError) -> SliceReport {
    let slices = try store.slicedReportSums(
      EventQuery(campaign: campaign.id, source: source, from: range.from, to: range.to), by: dimension)
    return SliceReport(
      campaign: campaign.id,
      variants: campaign.variants.map { ConfiguredVariant(id: $0.id, weight: $0.weight) },
      slices: slices, by: dimension, plannedUsers: campaign.plannedUsers, source: source,
      from: range.fromText, to: range.toText)
  }

  /// Parses `by` (`--by`: `name`): app_version or device; nil when absent.
  static func dimension(_ text: String?, name: String = "by") throws -> SliceDimension? {
    guard let text else { return nil }
    guard let dimension = SliceDimension(rawValue: text) else {
      throw ReportInputError(SliceDimension.invalidMessage(name))
    }
    return dimension
  }

  /// Parses `delivery_grace` (`--delivery-grace`): whole seconds, 0 … ten years; default a day.
  static func deliveryGrace(_ text: String?) throws -> Int64 {
    guard let text else { return DeliveryLedger.defaultGrace }
    guard text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
      let seconds = Int64(text), seconds <= DeliveryLedger.maxGrace
    else {
      throw ReportInputError(
        "delivery_grace must be a whole number of seconds from 0 to \(DeliveryLedger.maxGrace) (ten years).")
    }
    return seconds
  }

  /// Parses `source` (app, preview or all; default app).
  static func source(_ text: String?) throws -> SourceFilter {
    guard let text else { return .app }
    guard let source = SourceFilter(rawValue: text) else {
      throw ReportInputError("source must be app, preview or all.")
    }
    return source
  }
}
