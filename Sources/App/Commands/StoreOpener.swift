import Analytics
import AnalyticsPostgres
import AnalyticsSQLite
import Campaigns
import Foundation

/// Opens a store for a one-off command (migrations applied).
enum StoreOpener {
  static func open(_ location: DatabaseLocation) throws -> any EventStore {
    switch location {
    case .sqlite(let path):
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
