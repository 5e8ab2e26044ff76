/// The report's counting in SQL, one text for SQLite and PostgreSQL so both count alike, in one scan
/// of the campaign's events: grouped per user first (impressions d, taps t, closes c, lowest and
/// highest variant) with each variant's anonymous events (`user` NULL or empty) in groups of their own,
/// then per variant over those groups. ``sums(_:)`` turns the rows into ``ReportSums`` by the contract's rules, also
/// shared.
///
/// Users whose events name two variants group under a NULL variant, so they are counted and left out
/// in the same pass. Each row of the table is one event id (`id` is unique), so `count(*)` counts
/// distinct ids.
public enum ReportSumsQuery {
  /// The query; `filter` is the store's condition on campaign, source and time, with its own
  /// placeholders; `variant` is how the store compares variant ids in byte order (`variant` in SQLite,
  /// `variant COLLATE "C"` in PostgreSQL, where the database's collation would be slower).
  public static func sql(filter: String, variant: String = "variant") -> String {
    sql(
      perUser: """
        SELECT CASE WHEN user_id <> '' THEN '' ELSE variant END AS anonymous,
          min(\(variant)) AS lo, max(\(variant)) AS hi,
          count(*) FILTER (WHERE event_type = 'impression') AS d,
          count(*) FILTER (WHERE event_type = 'tap') AS t,
          count(*) FILTER (WHERE event_type = 'close') AS c
        FROM events WHERE \(filter)
        GROUP BY user_id, CASE WHEN user_id <> '' THEN '' ELSE variant END
        """)
  }

  /// The query over any per-user groups: `perUser` selects `anonymous` (`''` for a named user, else
  /// the variant), `lo`, `hi` (lowest and highest variant), and the counters `d`, `t`, `c` (the daily
  /// rollups give them too, summed over the days of a range).
  /// With `sliced`, `perUser` also selects `slice` (the group's slice value, NULL when not sent),
  /// and the rows come per slice, `slice` their first column.
  public static func sql(perUser: String, sliced: Bool = false) -> String {
    let slice = sliced ? "slice, " : ""
    return """
      WITH per_user AS (
      \(perUser)
      ), units AS (
        SELECT \(slice)CASE WHEN anonymous = '' THEN 'user' ELSE 'anonymous' END AS part,
          CASE WHEN lo = hi THEN lo END AS variant, d, t, c, CASE WHEN t < d THEN t ELSE d END AS m
        FROM per_user
      )
      SELECT \(slice)part, variant, count(*), count(*) FILTER (WHERE d > 0), count(*) FILTER (WHERE d > 0 AND t > 0),
      sum(d), sum(m), sum(CASE WHEN d > 0 THEN c ELSE 0 END), sum(m * m), sum(d * d), sum(m * d),
      sum(CASE WHEN d = 0 THEN t + c ELSE t - m END), sum(t), sum(c),
        sum(CASE WHEN d > 0 THEN c * c ELSE 0 END), sum(CASE WHEN d > 0 THEN c * d ELSE 0 END)
      FROM units GROUP BY \(slice)part, variant
      """
  }

  /// The number of integer columns after `part` and `variant`.
  public static let valueColumns = 14

  /// One row of the query: `part` is `user` or `anonymous`, `variant` `nil` for the users seen in
  /// several variants, `values` the ``valueColumns`` integers in query order.
  public struct Row: Sendable {
    public var part: String
    public var variant: String?
    public var values: [Int]
    /// The slice value of a sliced query's row (``SlicedSumsQuery``), `nil` when not sent or not sliced.
    public var slice: String?

    public init(part: String, variant: String?, values: [Int], slice: String? = nil) {
      self.part = part
      self.variant = variant
      self.values = values
      self.slice = slice
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
        sums.closesSquared += v[12]
        sums.closesTimesImpressions += v[13]
      } else {
        // One group per variant: its anonymous impressions, taps and closes.
        sums.addAnonymous(impressions: v[3], taps: v[10], closes: v[11])
      }
      byVariant[variant] = sums
    }
    return ReportSums(variants: Array(byVariant.values), multipleVariantUsers: mixed, origin: .events)
  }
}
