import Analytics

extension PostgresEventStore {
  private static let rowsSQL = """
    SELECT source, day, user_id, variant, impressions, taps, closes, first_seq, app_version, device
    FROM rollup_daily WHERE campaign = $1 AND ($2::int8[] IS NULL OR day = ANY ($2::int8[]))
    """
  private static let anonymousSQL = """
    SELECT source, day, variant, app_version, device, impressions, taps, closes FROM rollup_anonymous_slices
    WHERE campaign = $1 AND ($2::int8[] IS NULL OR day = ANY ($2::int8[]))
    """
  private static let versionsSQL = """
    SELECT day, writer, commits FROM rollup_day_versions
    WHERE campaign = $1 AND ($2::int8[] IS NULL OR day = ANY ($2::int8[]))
    """
  private static let rangeVersionsSQL = """
    SELECT day, writer, commits FROM rollup_day_versions
    WHERE campaign = $1 AND (day = -1 OR (day >= $2 AND day < $3))
    """
  // Only this instance writes its rows: no wait on another instance's.
  private static let countSQL = """
    INSERT INTO rollup_day_versions AS v (campaign, day, writer, commits)
    SELECT campaign, day, writer, 1 FROM unnest($1::text[], $2::int8[], $3::int8[]) AS x(campaign, day, writer)
    ON CONFLICT (campaign, day, writer) DO UPDATE SET commits = v.commits + 1
    RETURNING campaign, day, writer, commits
    """

  public func preloadRanges(_ campaigns: [String], log: @escaping @Sendable (String) -> Void) {
    guard cachesRanges else { return }
    ranges.preloadInBackground(campaigns, reads: rangeReads, log: log)
  }

  /// How ``RangeCache`` reads this store: whole campaigns and days on a connection of their own (a
  /// read of millions of rows must not hold the reports' connection), versions on the reader.
  var rangeReads: RangeReads {
    let parameters = self.parameters
    return RangeReads(
      rows: { name, days, sink throws(EventStoreError) in
        try Self.read(
          parameters: parameters, campaign: name, days: days.map { $0 + [RangeVersion.rebuildDay] }, sink)
      },
      versions: { [self] name, from, to throws(EventStoreError) in
        try withReader { connection throws(EventStoreError) in
          Self.versions(
            name, try connection.query(Self.rangeVersionsSQL, [.text(name), .integer(from), .integer(to)]))
        }
      })
  }

  /// Rows fetched at a time from the cursor.
  private static let fetchRows = 50_000

  /// The campaign's daily rows (of `days`, or all) to `sink` through a cursor (never all in memory),
  /// then the versions of those days (or all), in one repeatable-read transaction on a new connection.
  private static func read(
    parameters: PostgresConnectionParameters, campaign: String, days: [Int64]?,
    _ sink: (RangeRow) -> Bool
  ) throws(EventStoreError) -> [RangeVersion] {
    let connection = try PostgresConnection(parameters)
    try connection.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
    let values: [PostgresValue] = [.text(campaign), days.map { .integerArray($0) } ?? .null]
    try connection.query("DECLARE range_rows NO SCROLL CURSOR FOR " + rowsSQL, values)
    while true {
      let result = try connection.query("FETCH \(fetchRows) FROM range_rows")
      for row in 0..<result.rowCount {
        let change = RollupPlan.DailyChange(
          campaign: campaign, source: result.text(row, 0) ?? "", day: result.integer(row, 1) ?? 0,
          user: result.text(row, 2) ?? "", variant: result.text(row, 3) ?? "",
          impressions: Int(result.integer(row, 4) ?? 0), taps: Int(result.integer(row, 5) ?? 0),
          closes: Int(result.integer(row, 6) ?? 0), firstSeq: result.integer(row, 7) ?? 0,
          appVersion: SliceDimension.value(stored: result.text(row, 8)),
          device: SliceDimension.value(stored: result.text(row, 9)))
        guard sink(.daily(change)) else { return [] }
      }
      if result.rowCount < fetchRows { break }
    }
    let anonymous = try connection.query(anonymousSQL, values)
    for row in 0..<anonymous.rowCount {
      let slice = RollupAnonymousSlice(
        campaign: campaign, source: anonymous.text(row, 0) ?? "", day: anonymous.integer(row, 1) ?? 0,
        variant: anonymous.text(row, 2) ?? "",
        appVersion: SliceDimension.value(stored: anonymous.text(row, 3)),
        device: SliceDimension.value(stored: anonymous.text(row, 4)),
        impressions: Int(anonymous.integer(row, 5) ?? 0),
        taps: Int(anonymous.integer(row, 6) ?? 0), closes: Int(anonymous.integer(row, 7) ?? 0))
      guard sink(.anonymous(slice)) else { return [] }
    }
    let counts = try connection.query(versionsSQL, values)
    try connection.execute("COMMIT")
    return versions(campaign, counts)
  }

  private static func versions(_ campaign: String, _ result: PostgresResult) -> [RangeVersion] {
    (0..<result.rowCount).map { row in
      RangeVersion(
        campaign: campaign, day: result.integer(row, 0) ?? 0, writer: result.integer(row, 1) ?? 0,
        commits: result.integer(row, 2) ?? 0)
    }
  }

  /// Adds this commit to its writer's count of each (campaign, day) (``RangeCache/days(of:)``),
  /// inside its transaction, and returns the counts.
  static func countCommit(_ days: [RangeVersion], on connection: PostgresConnection)
    throws(EventStoreError) -> [RangeVersion]
  {
    guard !days.isEmpty else { return [] }
    let result = try connection.query(
      countSQL,
      [
        .textArray(days.map(\.campaign)), .integerArray(days.map(\.day)), .integerArray(days.map(\.writer)),
      ])
    return (0..<result.rowCount).map { row in
      RangeVersion(
        campaign: result.text(row, 0) ?? "", day: result.integer(row, 1) ?? 0,
        writer: result.integer(row, 2) ?? 0, commits: result.integer(row, 3) ?? 0)
    }
  }
}
