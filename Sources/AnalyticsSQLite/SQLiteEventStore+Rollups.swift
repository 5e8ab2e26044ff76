import Analytics

extension SQLiteEventStore {
  // No `RETURNING`: SQLite 3.40 buffers a RETURNING statement's rows in an ephemeral table, opened,
  // zeroed and freed on every run (88 % of the rollups' instructions per event under callgrind,
  // docs/benchmarks.md). The writer holds the database's write lock, so reading the row first and then
  // writing its new state is as exact as the upsert PostgreSQL needs.
  //
  // No unit table: a unit row is the aggregate of the user's daily rows (`rollup_units` is a view of
  // them, migration 4), which the daily table's key (campaign, user_id, …) keeps together, so an event
  // writes one rollup row instead of two (docs/benchmarks.md). The writer's cache
  // (``SQLiteRollupCache``) holds the states it computed; a user it doesn't hold is read here.
  private static let unitReadSQL = """
    SELECT source, day, variant, impressions, taps, closes, first_seq, app_version, device
    FROM rollup_daily WHERE campaign = ?1 AND user_id = ?2
    """

  /// Rows per multi-row statement: one statement per row cost its run's set-up and halt (about a
  /// fifth of each row's instructions).
  static let rowsPerStatement = 32

  /// The numbers of the rollups' statements (``SQLiteConnection/statement(number:_:)``): the read,
  /// the sums, and per row count the daily upserts and replacements.
  private static let unitReadNumber = 1
  private static let sumsNumber = 2
  private static let dailyNumbers = 200
  private static let replaceNumbers = 300

  /// `INSERT … VALUES (…), (…) …` for `rows` rows of `columns` values, then `tail`.
  private static func multiRow(_ head: String, rows: Int, columns: Int, _ tail: String) -> String {
    let values = (0..<rows).map { row in
      "(" + (1...columns).map { "?\(row * columns + $0)" }.joined(separator: ", ") + ")"
    }
    return head + " VALUES " + values.joined(separator: ", ") + " " + tail
  }

  /// The statements for 1…``rowsPerStatement`` rows, built once.
  private static let dailySQLs = (1...rowsPerStatement).map(dailySQL(rows:))
  private static let replaceSQLs = (1...rowsPerStatement).map(replaceSQL(rows:))

  // `INSERT OR REPLACE`, not an upsert: the row's whole new value is known (the writer's cache holds
  // the user's daily rows), and SQLite's upsert seeks the key for the conflict and again for the update.
  private static func replaceSQL(rows: Int) -> String {
    multiRow(
      "INSERT OR REPLACE INTO rollup_daily (\(dailyColumns))", rows: rows, columns: Int(dailyColumnCount), "")
  }

  /// A daily row's columns, as ``bindDaily(_:to:at:)`` binds them.
  private static let dailyColumns = """
    campaign, source, day, user_id, variant, impressions, taps, closes, first_seq, app_version, device
    """
  private static let dailyColumnCount: Int32 = 11

  /// The anonymous rows (user ''), which the cache doesn't hold: counters added, the first event kept.
  private static func dailySQL(rows: Int) -> String {
    multiRow(
      "INSERT INTO rollup_daily (\(dailyColumns))", rows: rows, columns: Int(dailyColumnCount),
      """
      ON CONFLICT (campaign, source, day, user_id, variant) DO UPDATE SET
        impressions = impressions + excluded.impressions, taps = taps + excluded.taps,
        closes = closes + excluded.closes,
        app_version = CASE WHEN excluded.first_seq < first_seq THEN excluded.app_version ELSE app_version END,
        device = CASE WHEN excluded.first_seq < first_seq THEN excluded.device ELSE device END,
        first_seq = min(first_seq, excluded.first_seq)
      """)
  }

  /// Runs `sql[rows - 1]` (statement number `numbers + rows`) over `items` in chunks of
  /// ``rowsPerStatement``, `bind` binding every one of an item's values from the given first parameter
  /// index (the bindings are not cleared between runs).
  private static func writeRows<Item>(
    _ items: [Item], columns: Int32, on connection: SQLiteConnection, sql: [String], numbers: Int,
    bind: (Item, SQLiteStatement, Int32) throws(EventStoreError) -> Void
  ) throws(EventStoreError) {
    var start = 0
    while start < items.count {
      let count = min(rowsPerStatement, items.count - start)
      let statement = try connection.statement(number: numbers + count) { sql[count - 1] }
      defer { statement.resetKeepingBindings() }
      for offset in 0..<count {
        try bind(items[start + offset], statement, Int32(offset) * columns + 1)
      }
      while try statement.step() {}
      start += count
    }
  }

  // The sums row's whole new value (the writer's cache holds it, or it is read first), not an upsert:
  // SQLite's upsert seeks the key twice. SQLite keeps one shard (0) per key.
  private static let rollupSumsSQL: String = {
    let columns = RollupSums.columns
    let placeholders = columns.indices.map { "?\($0 + 4)" }.joined(separator: ", ")
    return """
      INSERT OR REPLACE INTO rollup_sums (campaign, scope, variant, shard, \(columns.joined(separator: ", ")))
      VALUES (?1, ?2, ?3, 0, \(placeholders))
      """
  }()

  private static let sumsReadSQL = """
    SELECT \(RollupSums.columns.joined(separator: ", ")) FROM rollup_sums
    WHERE campaign = ?1 AND scope = ?2 AND variant = ?3 AND shard = 0
    """
  private static let sumsReadNumber = 3

  /// The sums row of `key` as it is before this transaction writes it (zeros when there is none).
  private static func storedSums(_ key: RollupSums.Key, on connection: SQLiteConnection)
    throws(EventStoreError) -> RollupSums
  {
    let read = try connection.statement(number: sumsReadNumber) { sumsReadSQL }
    defer { read.reset() }
    try read.bind(1, key.campaign)
    try read.bind(2, key.scope)
    try read.bind(3, key.variant)
    guard try read.step() else { return RollupSums() }
    return RollupSums(values: RollupSums.columns.indices.map { Int(read.int64(Int32($0))) })
  }

  /// The daily rows of `campaign`'s `user` as they are before this transaction writes them, and the
  /// unit state they give: ``RollupSQL/unitValuesFromDaily`` in Swift (per source the lowest variant,
  /// mixed when two, the counters summed; ``RollupUnitPart/add(_:_:)`` keeps the lowest variant), empty
  /// parts without a row.
  private static func storedRows(campaign: String, user: String, with read: SQLiteStatement)
    throws(EventStoreError) -> SQLiteRollupCache.Entry
  {
    defer { read.reset() }
    try read.bind(1, campaign)
    try read.bind(2, user)
    var days: [SQLiteRollupCache.Day] = []
    var app = RollupUnitPart.empty
    var preview = RollupUnitPart.empty
    while try read.step() {
      let day = SQLiteRollupCache.Day(
        source: read.text(0) ?? "", day: read.int64(1), variant: read.text(2) ?? "",
        impressions: Int(read.int64(3)), taps: Int(read.int64(4)), closes: Int(read.int64(5)),
        firstSeq: read.int64(6), appVersion: SliceDimension.value(stored: read.text(7)),
        device: SliceDimension.value(stored: read.text(8)))
      if day.source == EventSource.app.rawValue {
        app.add(day.variant, (day.impressions, day.taps, day.closes))
      } else {
        preview.add(day.variant, (day.impressions, day.taps, day.closes))
      }
      days.append(day)
    }
    let state = RollupUnitState(app: app, preview: preview, appWasMixed: false, previewWasMixed: false)
    return SQLiteRollupCache.Entry(state: state, days: days)
  }

  /// Binds a daily row's eight values from parameter `first`.
  private static func bindDaily(
    _ change: RollupPlan.DailyChange, to statement: SQLiteStatement, at first: Int32
  ) throws(EventStoreError) {
    try statement.bind(first, change.campaign)
    // The source is one of two constants: bound in place, not copied into the arena.
    if change.source == EventSource.app.rawValue {
      try statement.bind(first + 1, constant: "app")
    } else if change.source == EventSource.preview.rawValue {
      try statement.bind(first + 1, constant: "preview")
    } else {
      try statement.bind(first + 1, change.source)
    }
    try statement.bind(first + 2, change.day)
    try statement.bind(first + 3, change.user)
    try statement.bind(first + 4, change.variant)
    try statement.bind(first + 5, Int64(change.impressions))
    try statement.bind(first + 6, Int64(change.taps))
    try statement.bind(first + 7, Int64(change.closes))
    try statement.bind(first + 8, change.firstSeq)
    try statement.bind(first + 9, change.appVersion ?? "")
    try statement.bind(first + 10, change.device ?? "")
  }

  /// True only in the build `bench/rollup-cost.sh` makes with `-D DIALOG_PREVIEW_BENCH_NO_ROLLUPS`: the
  /// same server without the rollups (its reports are wrong), the baseline their cost is measured from.
  private static let benchmarkWithoutRollups: Bool = {
    #if DIALOG_PREVIEW_BENCH_NO_ROLLUPS
      true
    #else
      false
    #endif
  }()

  /// Applies the rollups of newly stored `events`, inside the insert's transaction: event by event
  /// against the writer's cache (``SQLiteRollupBatch``; a user it doesn't hold is read first), then each
  /// changed daily row written whole, the anonymous ones upserted, and the changed sums rows written.
  /// Returns what the range cache needs after the commit (its counts, written here, and the daily
  /// rows), nil when nothing changed.
  static func applyRollups(
    of events: [Event], seqs: [Int64], on connection: SQLiteConnection, ranges: RangeCache
  ) throws(EventStoreError) -> RangeCommit? {
    if benchmarkWithoutRollups || events.isEmpty { return nil }
    let version = try connection.scalar("PRAGMA data_version")
    if connection.rollupCache.dataVersion != version {
      connection.rollupCache.removeAll()
      connection.rollupCache.dataVersion = version
    }
    let read = try connection.statement(number: unitReadNumber) { unitReadSQL }
    connection.rollupCache.batches += 1
    var batch = SQLiteRollupBatch(number: connection.rollupCache.batches, capacity: events.count)
    // Through the buffer: `for event in events` copied every event (retaining its strings).
    try events.withUnsafeBufferPointer { (events) throws(EventStoreError) in
      for index in events.indices {
        let counters = RollupPlan.counters(events[index].type)
        let day = RollupPlan.day(of: events[index].eventTime)
        guard let user = events[index].user, !user.isEmpty else {
          batch.addAnonymous(events[index], seq: seqs[index], day: day, counters)
          continue
        }
        let key = RollupUnitKey(campaign: events[index].campaign, user: user)
        if let found = connection.rollupCache.units.index(forKey: key) {
          batch.add(
            events[index], user: user, seq: seqs[index], day: day, counters,
            to: &connection.rollupCache.units.values[found])
        } else {
          var entry = try storedRows(campaign: events[index].campaign, user: user, with: read)
          batch.add(events[index], user: user, seq: seqs[index], day: day, counters, to: &entry)
          connection.rollupCache.units[key] = entry
        }
      }
    }
    // Field by field: an array of SQLiteValue per row was an allocation and a retain of each string.
    try writeRows(
      batch.rows, columns: dailyColumnCount, on: connection, sql: replaceSQLs, numbers: replaceNumbers,
      bind: bindDaily)
    try writeRows(
      batch.anonymous, columns: dailyColumnCount, on: connection, sql: dailySQLs, numbers: dailyNumbers,
      bind: bindDaily)
    let sums = try connection.statement(number: sumsNumber) { rollupSumsSQL }
    for (key, change) in batch.sums.changes {
      var row: RollupSums
      if let cached = connection.rollupCache.sums[key] {
        row = cached
      } else {
        row = try storedSums(key, on: connection)
      }
      row.add(change)
      connection.rollupCache.sums[key] = row
      defer { sums.resetKeepingBindings() }
      try sums.bind(1, key.campaign)
      try sums.bind(2, key.scope)
      try sums.bind(3, key.variant)
      for (index, value) in row.values.enumerated() { try sums.bind(Int32(index + 4), Int64(value)) }
      while try sums.step() {}
    }
    connection.rollupCache.trim()
    let anonymousSlices = batch.anonymous.isEmpty ? [] : RollupAnonymousSlice.changes(events)
    try writeAnonymousSlices(anonymousSlices, on: connection)
    let versions = try countCommit(ranges.days(of: batch.rows, batch.anonymous), on: connection)
    return RangeCommit(
      versions: versions, replacing: batch.rows, adding: batch.anonymous, anonymousSlices: anonymousSlices)
  }

  /// Recomputes the rollups of `campaign` (or all) from the stored events, on the writer's connection
  /// inside its transaction.
  static func rebuildRollups(campaign: String?, on connection: SQLiteConnection) throws(EventStoreError) {
    let p = campaign == nil ? nil : "?1"
    for sql in RollupSQL.rebuild(campaign: p, unitTable: false) {
      _ = try connection.run(sql, campaign.map { [.text($0)] } ?? [])
    }
    // Every range cache reads the campaign again.
    if let campaign { _ = try connection.run(RangeVersion.rebuildMark(campaign: "?1"), [.text(campaign)]) }
  }

  public func rebuildRollups(campaign: String?, progress: (String) -> Void) throws(EventStoreError) -> Int {
    try withWriter { connection throws(EventStoreError) in
      connection.rollupCache.removeAll()  // this writes rows the cache may hold
      return try connection.transaction { () throws(EventStoreError) in
        let campaigns: [String]
        if let campaign {
          campaigns = [campaign]
        } else {
          let statement = try connection.statement("SELECT DISTINCT campaign FROM events")
          defer { statement.reset() }
          var found: [String] = []
          while try statement.step() { found.append(statement.text(0) ?? "") }
          campaigns = found
          _ = try connection.run("DELETE FROM rollup_daily")
          _ = try connection.run("DELETE FROM rollup_sums")
          _ = try connection.run("DELETE FROM rollup_anonymous_slices")
        }
        for (index, name) in campaigns.enumerated() {
          progress("rebuilding rollups of campaign \(name) (\(index + 1) of \(campaigns.count))")
          try Self.rebuildRollups(campaign: name, on: connection)
        }
        return campaigns.count
      }
    }
  }

  /// The report's sums from the rollups, or nil when they can't answer (a range with times of day).
  func rollupSums(_ query: EventQuery, on connection: SQLiteConnection) throws(EventStoreError) -> ReportSums?
  {
    if query.from == nil, query.to == nil {
      let statement = try connection.statement(RollupSQL.readSums(campaign: "?1", scope: "?2"))
      defer { statement.reset() }
      try statement.bind([.text(query.campaign), .text(query.source.rawValue)])
      var rows: [String: RollupSums] = [:]
      while try statement.step() {
        rows[statement.text(0) ?? ""] = RollupSums(
          values: RollupSums.columns.indices.map { Int(statement.int64(Int32($0 + 1))) })
      }
      return RollupSums.reportSums(rows)
    }
    guard let days = RollupSQL.wholeDays(query) else { return nil }
    let sources = query.source.sources
    let statement = try connection.statement(Self.dailySumsSQL)
    defer { statement.reset() }
    try statement.bind([
      .text(query.campaign), .text(sources[0].rawValue), .text(sources[sources.count - 1].rawValue),
      .integer(days.from), .integer(days.to),
    ])
    var sums = ReportSumsQuery.sums(try Self.sumsRows(statement))
    sums.origin = .rollup
    return sums
  }

  // The named users in the daily table's key order (campaign, user_id, …): SQLite groups them as it
  // scans, without sorting; the anonymous rows (user '') grouped per variant apart. The same rows and
  // sums as ``RollupSQL/dailyReport(filter:variant:)``, which PostgreSQL runs.
  static let dailySumsSQL: String = {
    let days = "source IN (?2, ?3) AND day >= ?4 AND day < ?5"
    let counters = "sum(impressions) AS d, sum(taps) AS t, sum(closes) AS c"
    return ReportSumsQuery.sql(
      perUser: """
        SELECT '' AS anonymous, min(variant) AS lo, max(variant) AS hi, \(counters)
        FROM rollup_daily WHERE campaign = ?1 AND user_id > '' AND \(days) GROUP BY user_id
        UNION ALL
        SELECT variant, variant, variant, \(counters)
        FROM rollup_daily WHERE campaign = ?1 AND user_id = '' AND \(days) GROUP BY variant
        """)
  }()
}
