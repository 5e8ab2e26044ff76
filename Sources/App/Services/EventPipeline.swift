import Analytics
import AnalyticsPostgres
import AnalyticsSQLite
import Foundation

/// The store and its group-commit writer behind `POST /api/events`, whatever the backend
/// (the writer is generic over the store; routes only see these closures).
struct EventPipeline: Sendable {
  let store: any EventStore
  let submit: @Sendable ([Event], @escaping @Sendable (Result<InsertResult, EventStoreError>) -> Void) -> Bool
  let queueDepth: @Sendable () -> Int
  let shutdown: @Sendable () -> Void

  /// Opens the configured database, applies migrations and starts the writer thread.
  ///
  /// SQLite must open at start. PostgreSQL may be unreachable at start (several instances behind a load
  /// balancer, a database restarting): the server starts anyway, `/healthz` and `POST /api/events`
  /// answer 503 until it answers, and the first connection then applies the migrations.
  static func open(_ location: DatabaseLocation, metrics: Metrics, capacity: Int = 10_000) throws
    -> EventPipeline
  {
    switch location {
    case .sqlite(let path):
      let store: SQLiteEventStore
      do {
        store = try SQLiteEventStore(path: path, cachesRanges: true)
        try store.migrate()
      } catch {
        throw CommandFailure("Could not open the SQLite database \(path): \(error.message)")
      }
      return start(store, metrics: metrics, capacity: capacity)
    case .postgres(let url):
      let store: PostgresEventStore
      do {
        store = try PostgresEventStore(url: url, migratesOnConnect: true, cachesRanges: true)
      } catch {
        throw CommandFailure("The PostgreSQL URL \(location.redacted) can't be used: \(error.message)")
      }
      do {
        try store.migrate()
      } catch  where PostgresEventStore.isUnreachable(error) {
        Log.write(
          "dialog-preview: PostgreSQL is unreachable at start (\(error.message)) Serving 503 on /healthz and "
            + "POST /api/events until it answers, then migrating.")
      } catch {
        throw CommandFailure("Could not use the PostgreSQL database \(location.redacted): \(error.message)")
      }
      return start(store, metrics: metrics, capacity: capacity)
    }
  }

  /// Starts the writer thread on a ready store.
  private static func start<Store: EventStore>(_ store: Store, metrics: Metrics, capacity: Int)
    -> EventPipeline
  {
    let writer = GroupCommitWriter(store: store, capacity: capacity, onCommit: metrics.observeCommit)
    return EventPipeline(
      store: store, submit: { writer.submit($0, completion: $1) }, queueDepth: { writer.queueDepth },
      shutdown: {
        writer.shutdown()
        store.close()
      })
  }

  /// nil when the store answers, else the reason (for `/healthz`).
  func problem() -> String? {
    do {
      try store.checkHealth()
      return nil
    } catch {
      return error.message
    }
  }
}
