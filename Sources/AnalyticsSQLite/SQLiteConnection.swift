import Analytics
import CSQLite

/// Owns one sqlite3 connection and its cached statements; `deinit` closes it.
///
/// Not thread-safe by itself (opened with `SQLITE_OPEN_NOMUTEX`): the store keeps each connection in a
/// `Mutex`, so one thread at a time uses it.
final class SQLiteConnection {
  private var handle: OpaquePointer?
  private var statements: [String: SQLiteStatement] = [:]
  private var numberedStatements: [Int: SQLiteStatement] = [:]
  /// The text the statements bind, copied until each run ends.
  private let arena = SQLiteTextArena()
  /// The unit rows the writer knows (``SQLiteRollupCache``); emptied when a transaction rolls back.
  var rollupCache = SQLiteRollupCache()
  /// This writer's committed count per (campaign, day) in `rollup_day_versions` (only it writes its
  /// rows: the store's writer id is drawn when it opens), so a commit writes its count without reading.
  var dayCounts: [DayKey: Int64] = [:]

  /// A campaign's day.
  struct DayKey: Hashable {
    var campaign: String
    var day: Int64
  }

  /// Opens (creating) the database file at `path` with extended result codes and a busy timeout.
  init(path: String, busyTimeoutMilliseconds: Int32) throws(EventStoreError) {
    _ = Self.configureLibrary
    var db: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
    let code = sqlite3_open_v2(path, &db, flags, nil)
    guard code == SQLITE_OK, let db else {
      let reason = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      sqlite3_close_v2(db)
      throw EventStoreError(sqliteCode: code, "Could not open the database \(path): \(reason).")
    }
    handle = db
    sqlite3_extended_result_codes(db, 1)
    sqlite3_busy_timeout(db, busyTimeoutMilliseconds)
  }

  /// Process-wide SQLite settings, applied once before the first connection opens.
  private static let configureLibrary: Void = { _ = csqlite_disable_memory_statistics() }()

  deinit { close() }

  /// Finalizes the cached statements and closes the connection. Idempotent.
  func close() {
    statements = [:]
    numberedStatements = [:]
    if let handle { sqlite3_close_v2(handle) }
    handle = nil
  }

  /// Runs SQL without parameters or results (pragmas, transactions, schema).
  func execute(_ sql: String) throws(EventStoreError) {
    let db = try open()
    let code = sqlite3_exec(db, sql, nil, nil, nil)
    guard code == SQLITE_OK else {
      throw EventStoreError(sqliteCode: code, "The database failed: \(String(cString: sqlite3_errmsg(db))).")
    }
  }

  /// The prepared statement for `sql`, prepared once per connection.
  func statement(_ sql: String) throws(EventStoreError) -> SQLiteStatement {
    if let cached = statements[sql] { return cached }
    let statement = try SQLiteStatement(db: try open(), sql: sql, arena: arena)
    statements[sql] = statement
    return statement
  }

  /// The prepared statement numbered `number` (the caller's constant for one SQL text, `sql`), prepared
  /// once per connection: looked up by its number, not by hashing and comparing its text, which for the
  /// rollups' multi-row statements is kilobytes long (about 1,800 instructions per event).
  func statement(number: Int, _ sql: () -> String) throws(EventStoreError) -> SQLiteStatement {
    if let cached = numberedStatements[number] { return cached }
    let statement = try SQLiteStatement(db: try open(), sql: sql(), arena: arena)
    numberedStatements[number] = statement
    return statement
  }

  /// Runs `sql` with `values` and returns the first column of the first row (`nil` for none or NULL).
  func scalar(_ sql: String, _ values: [SQLiteValue] = []) throws(EventStoreError) -> Int64? {
    let statement = try statement(sql)
    defer { statement.reset() }
    try statement.bind(values)
    return try statement.step() ? statement.optionalInt64(0) : nil
  }

  /// Runs `sql` with `values` and returns the first column of the first row as text.
  func text(_ sql: String, _ values: [SQLiteValue] = []) throws(EventStoreError) -> String? {
    let statement = try statement(sql)
    defer { statement.reset() }
    try statement.bind(values)
    return try statement.step() ? statement.text(0) : nil
  }

  /// Runs `sql` with `values`, ignoring any rows, and returns the number of rows it changed.
  @discardableResult
  func run(_ sql: String, _ values: [SQLiteValue] = []) throws(EventStoreError) -> Int {
    let statement = try statement(sql)
    defer { statement.reset() }
    try statement.bind(values)
    while try statement.step() {}
    return changes
  }

  /// Rows changed by the last INSERT, UPDATE or DELETE (0 for an insert skipped by `DO NOTHING`).
  var changes: Int { handle.map { Int(sqlite3_changes64($0)) } ?? 0 }

  /// The rowid of the last row inserted (an event's `seq`).
  var lastInsertRowID: Int64 { handle.map { sqlite3_last_insert_rowid($0) } ?? 0 }

  /// Rolls back the open transaction, if any (SQLite may already have rolled back after some errors).
  func rollbackIfNeeded() {
    if let handle, sqlite3_get_autocommit(handle) == 0 {
      sqlite3_exec(handle, "ROLLBACK", nil, nil, nil)
    }
  }

  /// Runs `body` in a `BEGIN IMMEDIATE` transaction: committed when it returns, rolled back when it throws.
  /// `BEGIN` and `COMMIT` are prepared statements: `sqlite3_exec` parsed both on every group commit.
  func transaction<T>(_ body: () throws(EventStoreError) -> T) throws(EventStoreError) -> T {
    try run("BEGIN IMMEDIATE")
    do {
      let result = try body()
      try run("COMMIT")
      return result
    } catch {
      rollbackIfNeeded()
      rollupCache.removeAll()
      throw error
    }
  }

  private func open() throws(EventStoreError) -> OpaquePointer {
    guard let handle else { throw EventStoreError.closed }
    return handle
  }
}
