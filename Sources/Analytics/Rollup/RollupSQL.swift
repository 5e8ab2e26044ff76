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

  /// The unit row's columns after (campaign, user_id): each source's part (``RollupUnitPart``), then
  /// the two `was_mixed` flags only the PostgreSQL upsert sets.
  public static let unitColumns = """
    app_variant, app_mixed, app_impressions, app_taps, app_closes, \
    preview_variant, preview_mixed, preview_impressions, preview_taps, preview_closes, \
    app_was_mixed, preview_was_mixed
    """

  /// One source's part of a unit row from its daily rows grouped per user: the lowest variant (NULL
  /// without an event of that source), mixed when two, the counters; named as the unit row's columns.
  private static func part(_ source: String) -> String {
    let variant = "CASE WHEN source = '\(source)' THEN variant END"
    let counter = { (column: String) in
      "sum(CASE WHEN source = '\(source)' THEN \(column) ELSE 0 END) AS \(source)_\(column)"
    }
    return """
      min(\(variant)) AS \(source)_variant, \
      CASE WHEN min(\(variant)) <> max(\(variant)) THEN 1 ELSE 0 END AS \(source)_mixed, \
      \(counter("impressions")), \(counter("taps")), \(counter("closes"))
      """
  }

  /// The unit rows' values (``unitColumns``) computed from the daily rows of one user (`filter` naming
  /// the campaign and user: one row, its first column NULL-counted by `count(*)` = 0 when the user has
  /// none) or, with `GROUP BY campaign, user_id`, of every named user. SQLite keeps no unit table: its
  /// `rollup_units` is a view of this over `rollup_daily` (``SQLiteSchema``, migration 4).
  public static let unitValuesFromDaily =
    "\(part("app")), \(part("preview")), 0 AS app_was_mixed, 0 AS preview_was_mixed"

  /// Every unit row's scopes as rows (campaign, scope, variant, mixed, impressions, taps, closes): each
  /// source whose part is present, and `all` derived as ``RollupUnitPart/combined(_:_:)`` derives it
  /// (NULL `<>` anything is not true, so one present part is never mixed by the other).
  static func scopes(_ filter: String) -> String {
    """
    SELECT campaign, 'app' AS scope, app_variant AS variant, app_mixed AS mixed, app_impressions AS impressions,
      app_taps AS taps, app_closes AS closes
    FROM rollup_units WHERE app_variant IS NOT NULL AND \(filter)
    UNION ALL
    SELECT campaign, 'preview', preview_variant, preview_mixed, preview_impressions, preview_taps, preview_closes
    FROM rollup_units WHERE preview_variant IS NOT NULL AND \(filter)
    UNION ALL
    SELECT campaign, 'all',
      CASE WHEN app_variant IS NULL OR preview_variant < app_variant THEN preview_variant ELSE app_variant END,
      CASE WHEN app_mixed = 1 OR preview_mixed = 1 OR app_variant <> preview_variant THEN 1 ELSE 0 END,
      app_impressions + preview_impressions, app_taps + preview_taps, app_closes + preview_closes
    FROM rollup_units WHERE \(filter)
    """
  }

  /// The statements that recompute every rollup of one campaign (`campaign` its placeholder) or of
  /// all (nil) from the stored events, in order; run them in one transaction that keeps writers out.
  /// `unitTable` false for a store whose `rollup_units` is a view of the daily rows (SQLite);
  /// `closeSquares` false for the schema before the close sums' columns (the migration that created
  /// the rollups runs it so); `slices` false for the schema before the daily rows' first events and
  /// the anonymous slices (``RollupAnonymousSlice``; the migrations before it run it so: their text
  /// stays what it was).
  public static func rebuild(
    campaign p: String?, unitTable: Bool = true, closeSquares: Bool = true, slices: Bool = true
  ) -> [String] {
    let filter = p.map { "campaign = \($0)" } ?? "1 = 1"
    var statements = unitTable ? ["DELETE FROM rollup_units WHERE \(filter)"] : []
    statements.append("DELETE FROM rollup_daily WHERE \(filter)")
    if slices {
      // Each row's first event: the lowest seq of its group, its values read back by the key.
      statements.append(
        """
        INSERT INTO rollup_daily
          (campaign, source, day, user_id, variant, impressions, taps, closes, first_seq, app_version, device)
        SELECT g.campaign, g.source, g.day, g.user_id, g.variant, g.impressions, g.taps, g.closes, g.first_seq,
          coalesce(e.app_version, ''), coalesce(e.device, '')
        FROM (
          SELECT campaign, source, \(day("event_time")) AS day, coalesce(user_id, '') AS user_id, variant,
            count(*) FILTER (WHERE event_type = 'impression') AS impressions,
            count(*) FILTER (WHERE event_type = 'tap') AS taps,
            count(*) FILTER (WHERE event_type = 'close') AS closes, min(seq) AS first_seq
          FROM events WHERE \(filter)
          GROUP BY campaign, source, \(day("event_time")), coalesce(user_id, ''), variant
        ) AS g JOIN events AS e ON e.seq = g.first_seq
        """)
    } else {
      statements.append(
        """
        INSERT INTO rollup_daily (campaign, source, day, user_id, variant, impressions, taps, closes)
        SELECT campaign, source, \(day("event_time")), coalesce(user_id, ''), variant, \(userCounters)
        FROM events WHERE \(filter)
        GROUP BY campaign, source, \(day("event_time")), coalesce(user_id, ''), variant
        """)
    }
    if unitTable {
      statements.append(
        """
        INSERT INTO rollup_units (campaign, user_id, \(unitColumns))
        SELECT campaign, user_id, \(unitValuesFromDaily)
        FROM rollup_daily WHERE user_id <> '' AND \(filter)
        GROUP BY campaign, user_id
        """)
    }
    let anonymous = slices ? RollupAnonymousSlice.rebuild(campaign: p) : []
    return statements + anonymous + rebuildSums(campaign: p, closeSquares: closeSquares)
  }

  /// The statements that recompute `rollup_sums` of one campaign or of all (nil) from the unit and
  /// daily rows.
  public static func rebuildSums(campaign p: String?, closeSquares: Bool = true) -> [String] {
    let filter = p.map { "campaign = \($0)" } ?? "1 = 1"
    let columns =
      closeSquares ? RollupSums.columns : Array(RollupSums.columns.prefix(RollupSums.closesSquared))
    let sumColumns = columns.joined(separator: ", ")
    let summed = columns.map { "sum(\($0))" }.joined(separator: ", ")
    let named =
      closeSquares
      ? ", (1 - mixed) * u * c * c AS closes_sq, (1 - mixed) * u * c * d AS closes_impressions" : ""
    let anonymous = closeSquares ? ", 0, 0" : ""
    return [
      "DELETE FROM rollup_sums WHERE \(filter)",
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
          0 AS anon_impressions, 0 AS anon_taps, 0 AS anon_closes, mixed AS mixed_users\(named)
        FROM (
          SELECT campaign, scope, variant, mixed, impressions AS d, taps AS t, closes AS c,
            CASE WHEN taps < impressions THEN taps ELSE impressions END AS m,
            CASE WHEN impressions > 0 THEN 1 ELSE 0 END AS u
          FROM (\(scopes(filter))) AS scoped
        ) AS unit
        UNION ALL
        SELECT campaign, source, variant, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, impressions, taps, closes, 0\(anonymous)
        FROM rollup_daily WHERE user_id = '' AND \(filter)
        UNION ALL
        SELECT campaign, 'all', variant, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, impressions, taps, closes, 0\(anonymous)
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
