import Analytics

extension SQLiteEventStore {
  private static let rowsSQL =
    """
    SELECT source, day, user_id, variant, impressions, taps, closes, first_seq, app_version, device
    FROM rollup_daily WHERE campaign = ?1
    """
  private static let versionsSQL = "SELECT day, writer, commits FROM rollup_day_versions WHERE campaign = ?1"
  private static let rangeVersionsSQL =
    versionsSQL + " AND (day = -1 OR (day >= ?2 AND day < ?3))"
  // Only this writer writes its rows, and it knows its counts (``SQLiteConnection/dayCounts``): the
  // whole new row, no read (`RETURNING` cost an ephemeral table per run: +13 % writer time per event
  // with single-event requests).
  private static let countSQL = """
    INSERT OR REPLACE INTO rollup_day_versions (campaign, day, writer, commits) VALUES (?1, ?2, ?3, ?4)
    """
  private static let countNumber = 4

  public func preloadRanges(_ campaigns: [String], log: @escaping @Sendable (String) -> Void) {
    guard cachesRanges else { return }
    ranges.preloadInBackground(campaigns, reads: rangeReads, log: log)
  }

  /// How ``RangeCache`` reads this store: whole campaigns and days on a connection of their own (a
  /// read of millions of rows must not hold the reports' connection), versions on the reader.
  var rangeReads: RangeReads {
    let path = self.path
    return RangeReads(
      rows: { name, days, sink throws(EventStoreError) in
        try Self.read(path: path, campaign: name, days: days, sink)
      },
      versions: { [self] name, from, to throws(EventStoreError) in
        try withReader { connection throws(EventStoreError) in
          let statement = try connection.statement(Self.rangeVersionsSQL)
          defer { statement.reset() }
          try statement.bind([.text(name), .integer(from), .integer(to)])
          return try Self.versions(name, statement)
        }
      })
  }

  /// The campaign's daily rows (of `days`, or all) to `sink`, then the versions of those days and the
  /// rebuild marks (or all), in one read transaction on a new connection.
  private static func read(
    path: String, campaign: String, days: [Int64]?, _ sink: (RangeRow) -> Bool
  ) throws(EventStoreError) -> [RangeVersion] {
    let connection = try SQLiteConnection(path: path, busyTimeoutMilliseconds: 5_000)
    defer { connection.close() }
    try connection.execute("PRAGMA query_only=1")
    try connection.execute("BEGIN")
    defer { try? connection.execute("COMMIT") }
    var versions: [RangeVersion] = []
    for day in days.map({ $0 + [RangeVersion.rebuildDay] }) ?? [nil] {
      let read = try connection.statement(day == nil ? rowsSQL : rowsSQL + " AND day = ?2")
      defer { read.reset() }
      try read.bind([.text(campaign)] + (day.map { [.integer($0)] } ?? []))
      while try read.step() {
        let row = RollupPlan.DailyChange(
          campaign: campaign, source: read.text(0) ?? "", day: read.int64(1), user: read.text(2) ?? "",
          variant: read.text(3) ?? "", impressions: Int(read.int64(4)), taps: Int(read.int64(5)),
          closes: Int(read.int64(6)), firstSeq: read.int64(7),
          appVersion: SliceDimension.value(stored: read.text(8)),
          device: SliceDimension.value(stored: read.text(9)))
        guard sink(.daily(row)) else { return [] }
      }
      guard try readAnonymousSlices(campaign: campaign, day: day, on: connection, sink) else { return [] }
      let counts = try connection.statement(day == nil ? versionsSQL : versionsSQL + " AND day = ?2")
      defer { counts.reset() }
      try counts.bind([.text(campaign)] + (day.map { [.integer($0)] } ?? []))
      versions += try Self.versions(campaign, counts)
    }
    return versions
  }

  private static func versions(_ campaign: String, _ statement: SQLiteStatement) throws(EventStoreError)
    -> [RangeVersion]
  {
    var versions: [RangeVersion] = []
    while try statement.step() {
      versions.append(
        RangeVersion(
          campaign: campaign, day: statement.int64(0), writer: statement.int64(1),
          commits: statement.int64(2)))
    }
    return versions
  }

  /// Adds this commit to its writer's count of each (campaign, day) (``RangeCache/days(of:)``),
  /// inside its transaction, and returns the counts; ``countsCommitted(_:on:)`` after the commit.
  static func countCommit(_ days: [RangeVersion], on connection: SQLiteConnection)
    throws(EventStoreError) -> [RangeVersion]
  {
    let statement = try connection.statement(number: countNumber) { countSQL }
    var counted: [RangeVersion] = []
    for var day in days {
      defer { statement.resetKeepingBindings() }
      day.commits =
        (connection.dayCounts[SQLiteConnection.DayKey(campaign: day.campaign, day: day.day)] ?? 0) + 1
      try statement.bind(1, day.campaign)
      try statement.bind(2, day.day)
      try statement.bind(3, day.writer)
      try statement.bind(4, day.commits)
      while try statement.step() {}
      counted.append(day)
    }
    return counted
  }

  /// After the commit: the writer's counts (a rolled-back commit never gets here).
  static func countsCommitted(_ versions: [RangeVersion], on connection: SQLiteConnection) {
    for version in versions {
      connection.dayCounts[SQLiteConnection.DayKey(campaign: version.campaign, day: version.day)] =
        version.commits
    }
  }
}
