/// The sliced report's counting in SQL (``SliceDimension``), one text for SQLite and PostgreSQL: the
/// report's query (``ReportSumsQuery``) over per-user groups that also carry their slice, the value of
/// the user's first stored event (a window over the user's events in `seq` order), or for an
/// anonymous event its own value; the rows come per slice.
public enum SlicedSumsQuery {
  /// The query; `filter` and `variant` as in ``ReportSumsQuery/sql(filter:variant:)``.
  public static func sql(filter: String, by dimension: SliceDimension, variant: String = "variant") -> String
  {
    let column = dimension.column
    return ReportSumsQuery.sql(
      perUser: """
        SELECT anonymous, slice, min(\(variant)) AS lo, max(\(variant)) AS hi,
          count(*) FILTER (WHERE event_type = 'impression') AS d,
          count(*) FILTER (WHERE event_type = 'tap') AS t,
          count(*) FILTER (WHERE event_type = 'close') AS c
        FROM (
          SELECT CASE WHEN user_id <> '' THEN '' ELSE variant END AS anonymous, user_id, variant, event_type,
            CASE WHEN user_id <> '' THEN first_value(\(column)) OVER (PARTITION BY user_id ORDER BY seq)
              ELSE \(column) END AS slice
          FROM events WHERE \(filter)
        ) AS sliced
        GROUP BY user_id, anonymous, slice
        """, sliced: true)
  }

  /// The slices the rows give (their ``ReportSumsQuery/Row/slice``), each with its sums, in byte
  /// order of the value, the slice without a value first.
  public static func slices(_ rows: [ReportSumsQuery.Row]) -> [SliceSums] {
    var groups: [String?: [ReportSumsQuery.Row]] = [:]
    for row in rows { groups[row.slice, default: []].append(row) }
    return ordered(groups.map { SliceSums(value: $0.key, sums: ReportSumsQuery.sums($0.value)) })
  }

  /// Slices in byte order of the value, the slice without a value first.
  public static func ordered(_ slices: [SliceSums]) -> [SliceSums] {
    slices.sorted { a, b in
      guard let x = a.value else { return b.value != nil }
      guard let y = b.value else { return false }
      return Array(x.utf8).lexicographicallyPrecedes(y.utf8)
    }
  }
}
