/// The report's counting in SQL, one text for SQLite and PostgreSQL so both count alike: per user
/// first (`GROUP BY user_id`: impressions d, taps t, closes c, lowest and highest variant), then per
/// variant over those users; anonymous events per variant beside them. ``sums(_:)`` turns the rows
/// into ``ReportSums`` by the contract's rules, also shared.
///
/// Users whose events name two variants group under a NULL variant, so they are counted and left out
/// in the same pass. Each row of the table is one event id (`id` is unique), so `count(*)` counts
/// distinct ids.
public enum ReportSumsQuery {
  /// The query; `filter` is the store's condition on campaign, source and time, with its own
  /// placeholders (used twice).
  public static func sql(filter: String) -> String {
    """
    WITH per_user AS (
      SELECT min(variant) AS lo, max(variant) AS hi,
        count(*) FILTER (WHERE event_type = 'impression') AS d,
        count(*) FILTER (WHERE event_type = 'tap') AS t,
        count(*) FILTER (WHERE event_type = 'close') AS c
      FROM events WHERE \(filter) AND user_id <> ''
      GROUP BY user_id
    ), units AS (
      SELECT CASE WHEN lo = hi THEN lo END AS variant, d, t, c, CASE WHEN t < d THEN t ELSE d END AS m
      FROM per_user
    )
    SELECT 'user', variant, count(*), count(*) FILTER (WHERE d > 0), count(*) FILTER (WHERE d > 0 AND t > 0),
      sum(d), sum(m), sum(CASE WHEN d > 0 THEN c ELSE 0 END), sum(m * m), sum(d * d), sum(m * d),
      sum(CASE WHEN d = 0 THEN t + c ELSE t - m END)
    FROM units GROUP BY variant
    UNION ALL
    SELECT 'anonymous', variant, count(*), count(*) FILTER (WHERE event_type = 'impression'),
      count(*) FILTER (WHERE event_type = 'tap'), count(*) FILTER (WHERE event_type = 'close'),
      0, 0, 0, 0, 0, 0
    FROM events WHERE \(filter) AND (user_id IS NULL OR user_id = '')
    GROUP BY variant
    """
  }

  /// The number of integer columns after `part` and `variant`.
  public static let valueColumns = 10

  /// One row of the query: `part` is `user` or `anonymous`, `variant` `nil` for the users seen in
  /// several variants, `values` the ``valueColumns`` integers in query order.
  public struct Row: Sendable {
    public var part: String
    public var variant: String?
    public var values: [Int]

    public init(part: String, variant: String?, values: [Int]) {
      self.part = part
      self.variant = variant
      self.values = values
    }
  }

  /// The sums the rows give.
  public static func sums(_ rows: [Row]) -> ReportSums {
    var byVariant: [String: VariantSums] = [:]
    var mixed = 0
    for row in rows where row.values.count == valueColumns {
      let v = row.values
      guard let variant = row.variant else {
        if row.part == "user" { mixed += v[0] }
        continue
      }
      var sums = byVariant[variant] ?? VariantSums(variant: variant)
      if row.part == "user" {
        sums.units += v[1]
        sums.users += v[1]
        sums.usersTapped += v[2]
        sums.impressions += v[3]
        sums.taps += v[4]
        sums.closes += v[5]
        sums.tapsSquared += v[6]
        sums.impressionsSquared += v[7]
        sums.tapsTimesImpressions += v[8]
        sums.unmatched += v[9]
      } else {
        sums.addAnonymous(impressions: v[1], taps: v[2], closes: v[3])
      }
      byVariant[variant] = sums
    }
    return ReportSums(variants: Array(byVariant.values), multipleVariantUsers: mixed, origin: .events)
  }
}
