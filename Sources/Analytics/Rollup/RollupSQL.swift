/// The rollups' SQL shared by SQLite and PostgreSQL (the same tables and columns in both), so both
/// stores rebuild and read alike. `campaign` is the store's placeholder for an optional campaign id
/// (`?1`, `$1::text`); `variant` how it compares variants in byte order.
public enum RollupSQL {
  /// The UTC day of `column` (epoch milliseconds), floor division in integers.
  static func day(_ column: String) -> String {
    "((\(column) - (((\(column) % 86400000) + 86400000) % 86400000)) / 86400000)"
  }

  private static let userCounters = """
    count(*) FILTER (WHERE event_type = 'impression'), count(*) FILTER (WHERE event_type = 'tap'),
      count(*) FILTER (WHERE event_type = 'close')
    """

  /// The statements that recompute every rollup of one campaign (`campaign` its placeholder) or of
  /// all (nil) from the stored events, in order; run them in one transaction that keeps writers out.
  public static func rebuild(campaign p: String?) -> [String] {
    let filter = p.map { "campaign = \($0)" } ?? "1 = 1"
    let sumColumns = RollupSums.columns.joined(separator: ", ")
    let summed = RollupSums.columns.map { "sum(\($0))" }.joined(separator: ", ")
    return [
      "DELETE FROM rollup_units WHERE \(filter)",
      "DELETE FROM rollup_daily WHERE \(filter)",
      "DELETE FROM rollup_sums WHERE \(filter)",
      """
      INSERT INTO rollup_daily (campaign, source, day, user_id, variant, impressions, taps, closes)
      SELECT campaign, source, \(day("event_time")), coalesce(user_id, ''), variant, \(userCounters)
      FROM events WHERE \(filter)
      GROUP BY campaign, source, \(day("event_time")), coalesce(user_id, ''), variant
      """,
      """
      INSERT INTO rollup_units (campaign, scope, user_id, variant, mixed, was_mixed, impressions, taps, closes)
      SELECT campaign, scope, user_id, min(variant), CASE WHEN min(variant) <> max(variant) THEN 1 ELSE 0 END, 0,
        sum(impressions), sum(taps), sum(closes)
      FROM (
        SELECT campaign, source AS scope, user_id, variant, impressions, taps, closes
        FROM rollup_daily WHERE user_id <> '' AND \(filter)
        UNION ALL
        SELECT campaign, 'all', user_id, variant, impressions, taps, closes
        FROM rollup_daily WHERE user_id <> '' AND \(filter)
      ) AS named
      GROUP BY campaign, scope, user_id
      """,
      """
      INSERT INTO rollup_sums (campaign, scope, variant, shard, \(sumColumns))
      SELECT campaign, scope, variant, 0, \(summed)
      FROM (
        SELECT campaign, scope, variant, 1 - mixed AS user_groups, (1 - mixed) * u AS units,
          (1 - mixed) * u * (CASE WHEN t > 0 THEN 1 ELSE 0 END) AS users_tapped,
          (1 - mixed) * d AS impressions, (1 - mixed) * m AS taps, (1 - mixed) * u * c AS closes,
          (1 - mixed) * m * m AS taps_sq, (1 - mixed) * d * d AS impressions_sq,
          (1 - mixed) * m * d AS taps_impressions,
          (1 - mixed) * (CASE WHEN d = 0 THEN t + c ELSE t - m END) AS unmatched,
          0 AS anon_impressions, 0 AS anon_taps, 0 AS anon_closes, mixed AS mixed_users
        FROM (
          SELECT campaign, scope, variant, mixed, impressions AS d, taps AS t, closes AS c,
            CASE WHEN taps < impressions THEN taps ELSE impressions END AS m,
            CASE WHEN impressions > 0 THEN 1 ELSE 0 END AS u
          FROM rollup_units WHERE \(filter)
        ) AS unit
        UNION ALL
        SELECT campaign, source, variant, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, impressions, taps, closes, 0
        FROM rollup_daily WHERE user_id = '' AND \(filter)
        UNION ALL
        SELECT campaign, 'all', variant, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, impressions, taps, closes, 0
        FROM rollup_daily WHERE user_id = '' AND \(filter)
      ) AS parts
      GROUP BY campaign, scope, variant
      """,
    ]
  }

  /// The summed sums rows of one campaign (first placeholder) and scope (second), per variant.
  public static func readSums(campaign: String, scope: String) -> String {
    let summed = RollupSums.columns.map { "CAST(sum(\($0)) AS BIGINT)" }.joined(separator: ", ")
    return
      "SELECT variant, \(summed) FROM rollup_sums WHERE campaign = \(campaign) AND scope = \(scope) GROUP BY variant"
  }

  /// The report's query (``ReportSumsQuery/sql(perUser:)``) over the daily rollups of a whole-day
  /// range; `filter` is the store's condition on campaign, source and day with its placeholders.
  public static func dailyReport(filter: String, variant: String = "variant") -> String {
    ReportSumsQuery.sql(
      perUser: """
        SELECT CASE WHEN user_id <> '' THEN '' ELSE variant END AS anonymous,
          min(\(variant)) AS lo, max(\(variant)) AS hi, CAST(sum(impressions) AS BIGINT) AS d,
          CAST(sum(taps) AS BIGINT) AS t, CAST(sum(closes) AS BIGINT) AS c
        FROM rollup_daily WHERE \(filter)
        GROUP BY user_id, CASE WHEN user_id <> '' THEN '' ELSE variant END
        """)
  }

  /// The whole days `[from, to)` of a query when both bounds are midnights UTC (or absent), else nil:
  /// a range with times of day is counted from the events.
  public static func wholeDays(_ query: EventQuery) -> (from: Int64, to: Int64)? {
    let day = RollupPlan.dayMilliseconds
    if let from = query.from, from % day != 0 { return nil }
    if let to = query.to, to % day != 0 { return nil }
    return (query.from.map { $0 / day } ?? .min, query.to.map { $0 / day } ?? .max)
  }
}
