import Analytics
import AnalyticsPostgres
import AnalyticsSQLite
import Campaigns
import Foundation

/// Opens a store for a one-off command (migrations applied). The reading commands (`report`,
/// `purge`) open an SQLite file only when it exists: a mistyped path must not create an empty database
/// (and its folder) and report zeros; only `serve` creates one.
enum StoreOpener {
  static func open(_ location: DatabaseLocation) throws -> any EventStore {
    switch location {
    case .sqlite(let path):
      guard FileManager.default.fileExists(atPath: path) else {
        throw CommandFailure(
          "There is no SQLite database at \(path); check --database (only dialog-preview serve creates one).")
      }
      do {
        let store = try SQLiteEventStore(path: path)
        try store.migrate()
        return store
      } catch {
        throw CommandFailure("Could not open the SQLite database \(path): \(error.message)")
      }
    case .postgres(let url):
      do {
        let store = try PostgresEventStore(url: url, migratesOnConnect: true)
        try store.migrate()
        return store
      } catch {
        throw CommandFailure("Could not use the PostgreSQL database \(location.redacted): \(error.message)")
      }
    }
  }
}
