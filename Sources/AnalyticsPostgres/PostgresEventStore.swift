import Analytics
import Foundation
import Synchronization

/// The ``EventStore`` on a PostgreSQL database shared by several server instances (libpq).
///
/// One connection writes (inserts, purges, migrations) and one reads (counts, health), each in its own
/// ``PostgresSession`` behind a `Mutex`, so the class is checked `Sendable`; the store owns both `PGconn`s:
/// ``close()`` or `deinit` finishes them. Connections are made on first use, so a store can be created
/// while the database is down: calls then throw ``EventStoreError/Kind/unavailable`` with the reason,
/// and connecting is retried with backoff (100 ms doubling to 5 s) until the database answers.
///
/// ```swift
/// let store = try PostgresEventStore(url: "postgres://app@db.internal:5432/events?sslmode=require")
/// try store.migrate()  // once per database: instances starting together take an advisory lock
/// let writer = GroupCommitWriter(store: store)
/// ```
public final class PostgresEventStore: EventStore {
  /// `host:port/database`, for messages (never the user or password).
  public let target: String
  let writer: Mutex<PostgresSession?>
  let reader: Mutex<PostgresSession?>
  let backoff: ReconnectBackoff
  private let schema: SchemaState
  /// The last failed insert that was not a lost connection (a full disk, a read-only standby), reported
  /// by ``checkHealth()`` for a while unless an insert succeeds since.
  private let writeFailure = Mutex<(error: EventStoreError, at: ContinuousClock.Instant)?>(nil)

  let parameters: PostgresConnectionParameters
  /// The daily rollups held in memory for whole-day ranges (``RangeCache``); every store keeps its
  /// writer counts, only one that ``cachesRanges`` answers reports from it.
  public let ranges = RangeCache()
  /// Whether whole-day ranges are answered from ``ranges`` (the server: yes; a one-off command: no).
  public let cachesRanges: Bool

  /// How long ``checkHealth()`` keeps reporting a failed insert (unless a later one succeeds).
  public static let writeFailureMemory: Duration = .seconds(10)

  /// Prepares a store for the database at `url` (`postgres://user[:password]@host:port/db[?sslmode=…]`)
  /// without connecting; throws ``EventStoreError/Kind/invalidRequest`` for a URL libpq can't parse.
  ///
  /// With `migratesOnConnect`, every new connection first applies missing migrations (until one run
  /// succeeded): a server started while the database was down migrates when it comes back.
  /// `reconnectBackoff` bounds the wait between connection attempts after a failure.
  public init(
    url: String, migratesOnConnect: Bool = false,
    reconnectBackoff: ClosedRange<Duration> = .milliseconds(100) ... .seconds(5), cachesRanges: Bool = false
  ) throws(EventStoreError) {
    let parameters = try PostgresConnectionParameters(url: url)
    self.parameters = parameters
    self.cachesRanges = cachesRanges
    let schema = SchemaState()
    let backoff = ReconnectBackoff(initial: reconnectBackoff.lowerBound, maximum: reconnectBackoff.upperBound)
    let onConnect: @Sendable (PostgresConnection) throws(EventStoreError) -> Void = {
      connection throws(EventStoreError) in
      guard migratesOnConnect, !schema.isCurrent else { return }
      _ = try Self.migrate(on: connection)
      schema.markCurrent()
    }
    target = parameters.target
    self.schema = schema
    self.backoff = backoff
    writer = Mutex(PostgresSession(parameters: parameters, backoff: backoff, onConnect: onConnect))
    reader = Mutex(PostgresSession(parameters: parameters, backoff: backoff, onConnect: onConnect))
  }

  deinit { close() }

  /// Whether `error` says the database could not be reached (rather than refusing what was asked).
  public static func isUnreachable(_ error: EventStoreError) -> Bool { error.isConnectionFailure }

  @discardableResult
  public func migrate() throws(EventStoreError) -> Int {
    let applied = try withWriter(retryingAfterLoss: false) { connection throws(EventStoreError) in
      try Self.migrate(on: connection)
    }
    schema.markCurrent()
    return applied
  }

  public func insert(_ events: [Event]) throws(EventStoreError) -> InsertResult {
    guard !events.isEmpty else { return InsertResult(isDuplicate: []) }
    let batch = PostgresInsertBatch(events)
    do {
      // Idempotent: after a lost connection the batch is sent again at once on a new one (ids stored
      // by a commit whose answer was lost come back as duplicates, their rollups already applied).
      let (newIDs, commit) = try withWriter(retryingAfterLoss: true) { connection throws(EventStoreError) in
        try Self.retryingDeadlocks { () throws(EventStoreError) in
          try connection.execute("BEGIN")
          do throws(EventStoreError) {
            let result = try connection.query(PostgresInsertBatch.sql, batch.parameters)
            var seqs: [String: Int64] = [:]
            seqs.reserveCapacity(result.rowCount)
            for row in 0..<result.rowCount {
              if let id = result.text(row, 0) { seqs[id] = result.integer(row, 1) ?? 0 }
            }
            var stored: [Event] = []
            var storedSeqs: [Int64] = []
            stored.reserveCapacity(seqs.count)
            storedSeqs.reserveCapacity(seqs.count)
            for event in batch.unique {
              guard let seq = seqs[event.id] else { continue }
              stored.append(event)
              storedSeqs.append(seq)
            }
            let commit = try Self.applyRollups(
              of: stored, seqs: storedSeqs, on: connection, ranges: ranges)
            // The delivery ledger (installs locked in byte order, counters in key order: writers
            // lock rows alike). After a lost commit answer the batch's ids come back as duplicates and
            // count as such: the server retried them.
            try DeliveryLedgerWriter.record(
              events, isDuplicate: batch.result(newIDs: seqs).isDuplicate,
              in: PostgresDeliveryStorage(
                connection: connection, shard: Int64.random(in: 0..<Int64(Self.sumsShards))))
            try connection.execute("COMMIT")
            return (seqs, commit)
          } catch {
            connection.rollbackIfNeeded()
            throw error
          }
        }
      }
      if let commit { ranges.committed(commit) }
      writeFailure.withLock { $0 = nil }
      return batch.result(newIDs: newIDs)
    } catch {
      if error.isTransient, !error.isConnectionFailure { writeFailure.withLock { $0 = (error, .now) } }
      throw error
    }
  }

  /// Runs `body` again (up to 5 times) when PostgreSQL chose it as a deadlock victim or failed it on
  /// serialization: the transaction was rolled back, so running it again is safe.
  static func retryingDeadlocks<T>(_ body: () throws(EventStoreError) -> T) throws(EventStoreError) -> T {
    var attempt = 0
    while true {
      do {
        return try body()
      } catch  where (error.code == "40P01" || error.code == "40001") && attempt < 5 {
        attempt += 1
      }
    }
  }

  public func checkHealth() throws(EventStoreError) {
    if let failure = writeFailure.withLock({ $0 }), ContinuousClock.now - failure.at < Self.writeFailureMemory
    {
      throw failure.error
    }
    let version: Int64?
    do {
      version = try withReader { connection throws(EventStoreError) in
        try connection.query("SELECT max(version) FROM schema_migrations").integer(0, 0)
      }
    } catch  where error.code == "42P01" {
      throw EventStoreError(.unavailable, "The database schema is not migrated.")
    } catch {
      // /healthz reports any read failure as the database being unavailable.
      throw error.isTransient ? error : EventStoreError(.unavailable, error.message, code: error.code)
    }
    guard version == PostgresSchema.latestVersion else {
      throw EventStoreError(.unavailable, "The database schema is not migrated.")
    }
  }

  public func close() {
    writer.withLock { session in
      session?.disconnect()
      session = nil
    }
    reader.withLock { session in
      session?.disconnect()
      session = nil
    }
  }

  func withWriter<T: Sendable>(
    retryingAfterLoss: Bool, _ body: (PostgresConnection) throws(EventStoreError) -> T
  ) throws(EventStoreError) -> T {
    try writer.withLock { (session) throws(EventStoreError) -> T in
      guard let session else { throw EventStoreError.closed }
      return try session.run(retryingAfterLoss: retryingAfterLoss, body)
    }
  }

  /// Reads are idempotent: after a lost connection they run again at once on a new one.
  func withReader<T: Sendable>(_ body: (PostgresConnection) throws(EventStoreError) -> T)
    throws(EventStoreError) -> T
  {
    try reader.withLock { (session) throws(EventStoreError) -> T in
      guard let session else { throw EventStoreError.closed }
      return try session.run(retryingAfterLoss: true, body)
    }
  }
}
