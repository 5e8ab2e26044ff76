import Analytics
import CSQLite
import Foundation
import Synchronization

/// The ``EventStore`` on one SQLite file: WAL, `synchronous=FULL`, a busy timeout on every connection.
///
/// One connection writes (inserts, purges, migrations), another reads (counts, health), so reports don't
/// wait for commits. Each connection sits in a `Mutex`; the class is checked `Sendable`. The store owns
/// both sqlite3 handles: ``close()`` or `deinit` closes them.
///
/// ```swift
/// let store = try SQLiteEventStore(path: "data/analytics.sqlite")  // creates the file and its folder
/// try store.migrate()
/// let writer = GroupCommitWriter(store: store)
/// ```
public final class SQLiteEventStore: EventStore {
  /// The database file.
  public let path: String
  let writer: Mutex<SQLiteConnection?>
  let reader: Mutex<SQLiteConnection?>
  /// The last failed insert, reported by ``checkHealth()`` for a while unless an insert succeeds since.
  private let writeFailure = Mutex<(error: EventStoreError, at: ContinuousClock.Instant)?>(nil)

  /// The daily rollups held in memory for whole-day ranges (``RangeCache``); every store keeps its
  /// writer counts, only one that ``cachesRanges`` answers reports from it.
  public let ranges = RangeCache()
  /// Whether whole-day ranges are answered from ``ranges`` (the server: yes; a one-off command, which
  /// would read a campaign whole for one report: no).
  public let cachesRanges: Bool

  /// How long ``checkHealth()`` keeps reporting a failed insert (unless a later one succeeds).
  public static let writeFailureMemory: Duration = .seconds(10)

  /// Opens (creating the file and its folder) the database at `path`; call ``migrate()`` next.
  public init(path: String, busyTimeoutMilliseconds: Int32 = 5_000, cachesRanges: Bool = false)
    throws(EventStoreError)
  {
    self.path = path
    self.cachesRanges = cachesRanges
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw EventStoreError(.unavailable, "Could not create the database folder \(folder.path).")
    }
    let writeConnection = try SQLiteConnection(path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
    guard try writeConnection.text("PRAGMA journal_mode=WAL")?.lowercased() == "wal" else {
      throw EventStoreError(.unavailable, "Could not switch the database \(path) to WAL mode.")
    }
    try writeConnection.execute("PRAGMA synchronous=FULL")
    let readConnection = try SQLiteConnection(path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
    try readConnection.execute("PRAGMA query_only=1")
    writer = Mutex(writeConnection)
    reader = Mutex(readConnection)
  }

  deinit { close() }

  @discardableResult
  public func migrate() throws(EventStoreError) -> Int {
    try withWriter { connection throws(EventStoreError) in
      connection.rollupCache.removeAll()  // this writes rows the cache may hold
      return try connection.transaction { () throws(EventStoreError) in
        try connection.execute(SQLiteSchema.createMigrationsTable)
        let current = try connection.scalar("SELECT max(version) FROM schema_migrations") ?? 0
        guard current <= SQLiteSchema.latestVersion else {
          throw EventStoreError(
            .unavailable,
            "The database schema is at version \(current), newer than this program's "
              + "\(SQLiteSchema.latestVersion); run a newer dialog-preview.")
        }
        var applied = 0
        for migration in SQLiteSchema.migrations where migration.version > current {
          try connection.execute(migration.sql)
          try connection.run(
            "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?1, ?2, ?3)",
            [.integer(migration.version), .text(migration.name), .integer(EventDecoder.systemNow())])
          applied += 1
        }
        return applied
      }
    }
  }

  public func insert(_ events: [Event]) throws(EventStoreError) -> InsertResult {
    do {
      let (result, commit) = try withWriter { connection throws(EventStoreError) in
        let (result, commit) = try connection.transaction { () throws(EventStoreError) in
          try Self.insert(events, on: connection, ranges: ranges)
        }
        if let commit { Self.countsCommitted(commit.versions, on: connection) }
        return (result, commit)
      }
      if let commit { ranges.committed(commit) }
      writeFailure.withLock { $0 = nil }
      return result
    } catch {
      writeFailure.withLock { $0 = (error, .now) }
      throw error
    }
  }

  private static let insertSQL = """
    INSERT INTO events
      (id, campaign, variant, event_type, event_trigger, user_id, source, ts, received_at, event_time,
       install_id, install_seq, app_version, device)
    VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)
    ON CONFLICT (id) DO NOTHING
    """

  private static func insert(_ events: [Event], on connection: SQLiteConnection, ranges: RangeCache)
    throws(EventStoreError) -> (InsertResult, RangeCommit?)
  {
    let statement = try connection.statement(insertSQL)
    var inserted: [Event] = []
    inserted.reserveCapacity(events.count)
    var seqs: [Int64] = []
    seqs.reserveCapacity(events.count)
    var isDuplicate: [Bool] = []
    isDuplicate.reserveCapacity(events.count)
    for event in events {
      defer { statement.resetKeepingBindings() }  // all fourteen bound for every event
      try statement.bind(1, event.id)
      try statement.bind(2, event.campaign)
      try statement.bind(3, event.variant)
      try statement.bind(4, event.type.rawValue)
      try statement.bind(5, event.trigger?.rawValue)
      try statement.bind(6, event.user)
      try statement.bind(7, event.source.rawValue)
      try statement.bind(8, event.ts)
      try statement.bind(9, event.receivedAt)
      try statement.bind(10, event.eventTime)
      try statement.bind(11, event.install)
      try statement.bind(12, event.seq)
      try statement.bind(13, event.appVersion)
      try statement.bind(14, event.device?.rawValue)
      while try statement.step() {}
      let duplicate = connection.changes == 0
      isDuplicate.append(duplicate)
      if !duplicate {
        inserted.append(event)
        seqs.append(connection.lastInsertRowID)
      }
    }
    let commit = try applyRollups(of: inserted, seqs: seqs, on: connection, ranges: ranges)
    let result = InsertResult(isDuplicate: isDuplicate)
    try DeliveryLedgerWriter.record(
      events, isDuplicate: isDuplicate, in: SQLiteDeliveryStorage(connection: connection))
    return (result, commit)
  }

  public func checkHealth() throws(EventStoreError) {
    if let failure = writeFailure.withLock({ $0 }), failure.error.isTransient,
      ContinuousClock.now - failure.at < Self.writeFailureMemory
    {
      throw failure.error
    }
    let version: Int64?
    do {
      version = try withReader { connection throws(EventStoreError) in
        try connection.scalar("SELECT max(version) FROM schema_migrations")
      }
    } catch {
      // /healthz reports any read failure as the database being unavailable.
      throw error.isTransient ? error : EventStoreError(.unavailable, error.message, code: error.code)
    }
    guard version == SQLiteSchema.latestVersion else {
      throw EventStoreError(.unavailable, "The database schema is not migrated.")
    }
  }

  public func close() {
    writer.withLock { connection in
      connection?.close()
      connection = nil
    }
    reader.withLock { connection in
      connection?.close()
      connection = nil
    }
  }

  /// For tests only: sets `PRAGMA max_page_count` on the writing connection (to make the disk "full")
  /// and returns the limit now in force (SQLite never sets it below the current size).
  @discardableResult
  public func setMaxPageCountForTesting(_ pages: Int) throws(EventStoreError) -> Int {
    try withWriter { connection throws(EventStoreError) in
      // A pragma's value can't be a bound parameter; `pages` is an Int, so the text is a plain number.
      Int(try connection.scalar("PRAGMA max_page_count = \(pages)") ?? 0)
    }
  }

  func withWriter<T: Sendable>(_ body: (SQLiteConnection) throws(EventStoreError) -> T)
    throws(EventStoreError) -> T
  {
    try writer.withLock { (connection) throws(EventStoreError) -> T in
      guard let connection else { throw EventStoreError.closed }
      return try body(connection)
    }
  }

  func withReader<T: Sendable>(_ body: (SQLiteConnection) throws(EventStoreError) -> T)
    throws(EventStoreError) -> T
  {
    try reader.withLock { (connection) throws(EventStoreError) -> T in
      guard let connection else { throw EventStoreError.closed }
      return try body(connection)
    }
  }
}
