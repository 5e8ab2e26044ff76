import Analytics
import Foundation

/// `Tests/AnalyticsTests/Fixtures/report-fixtures.json`: gbstats and SciPy reference values written by
/// `scripts/report-fixtures.sh`. Each case holds a campaign's events summed per user and variant, the
/// sums the stores must return for them, and every figure of the report.
public struct ReportFixtures: Sendable {
  /// One campaign and its expected report.
  public struct Case: Sendable, CustomStringConvertible {
    public var name: String
    public var plannedUsers: Int?
    public var variants: [ConfiguredVariant]
    /// (user or `nil` for the variant's anonymous events, variant, impressions, taps, closes).
    public var records: [(user: String?, variant: String, impressions: Int, taps: Int, closes: Int)]
    /// The sums the counting rules give.
    public var sums: ReportSums
    /// The expected report: `variants` (objects keyed by the JSON field names), `srm_p_value`,
    /// `warnings` (codes).
    public var expected: JSONCell

    public var description: String { name }

    /// The report of ``sums``.
    public func report(campaign: String = "fixture") -> Report {
      Report(campaign: campaign, variants: variants, sums: sums, plannedUsers: plannedUsers)
    }

    /// The records as events of `campaign` (ids unique within the case), in a shuffled but fixed order.
    public func events(campaign: String = "fixture", idPrefix: String = "fx") -> [Event] {
      var events: [Event] = []
      for (index, record) in records.enumerated() {
        let kinds: [(EventType, Int)] = [
          (.impression, record.impressions), (.tap, record.taps), (.close, record.closes),
        ]
        for (type, count) in kinds {
          for k in 0..<count {
            events.append(
              makeEvent(
                "\(idPrefix)-\(index)-\(type.rawValue.prefix(1))\(k)", campaign: campaign,
                variant: record.variant, type: type, user: record.user,
                receivedAt: fixtureNow - Int64(events.count)))
          }
        }
      }
      var generator = SplitMix64(seed: UInt64(events.count))
      events.shuffle(using: &generator)
      return events
    }
  }

  public var gbstats: String
  public var scipy: String
  public var z: Double
  public var cases: [Case]
  public var normalTwoSided: [(z: Double, p: Double)]
  public var chi2Sf: [(x: Double, df: Int, p: Double)]

  /// The committed fixtures, read once; `nil` if the file is missing or malformed (a test reports it).
  public static let shared: ReportFixtures? = try? load()

  public static func load() throws -> ReportFixtures {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("AnalyticsTests/Fixtures/report-fixtures.json")
    return try ReportFixtures(try JSONCell.parse(String(decoding: Data(contentsOf: url), as: UTF8.self)))
  }
}
