import Analytics
import AnalyticsSQLite
import Foundation

/// The store and its group-commit writer behind `POST /api/events`, whatever the backend
/// (the writer is generic over the store; routes only see these closures).
struct EventPipeline: Sendable {
  let store: any EventStore
  let submit: @Sendable ([Event], @escaping GroupCommitWriter<SQLiteEventStore>.Completion) -> Bool
  let queueDepth: @Sendable () -> Int
  let shutdown: @Sendable () -> Void

  /// Opens the configured database, applies migrations and starts the writer thread.
  static func open(_ location: DatabaseLocation, metrics: Metrics, capacity: Int = 10_000) throws -> EventPipeline {
    switch location {
    case .sqlite(let path):
      let store: SQLiteEventStore
      do {
        store = try SQLiteEventStore(path: path)
        try store.migrate()
      } catch {
        throw CommandFailure("Could not open the SQLite database \(path): \(error.message)")
      }
      let writer = GroupCommitWriter(store: store, capacity: capacity, onCommit: metrics.observeCommit)
      return EventPipeline(
        store: store, submit: { writer.submit($0, completion: $1) }, queueDepth: { writer.queueDepth },
        shutdown: {
          writer.shutdown()
          store.close()
        })
    case .postgres:
      throw CommandFailure("This build stores events in SQLite only; PostgreSQL support (issue 11) is not built yet.")
    }
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
