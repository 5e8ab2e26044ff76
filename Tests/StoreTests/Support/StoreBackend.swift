import Analytics
import Foundation
import TestSupport
import Testing

@testable import AnalyticsPostgres
@testable import AnalyticsSQLite

/// A backend the shared store suite runs on; each test gets a fresh database of it.
enum StoreBackend: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case sqlite
  case postgres

  /// The backends to run: both, unless a developer opted out of PostgreSQL (see ``TestPostgres``).
  static var enabled: [StoreBackend] { TestPostgres.isSkipped ? [.sqlite] : allCases }

  var testDescription: String { rawValue }

  /// The migrations a fresh database gets: SQLite has one more (its unit rows became a view of the
  /// daily rows), PostgreSQL keeps its unit table; then the delivery ledger's, the close sums', the
  /// event device's, the range versions' and the slice rollups' on both.
  var migrationCount: Int {
    switch self {
    case .sqlite: 9
    case .postgres: 8
    }
  }

  /// How many migrations come before the one named `name` (its index).
  func migrationIndex(named name: String) -> Int {
    switch self {
    case .sqlite: SQLiteSchema.migrations.firstIndex { $0.name == name } ?? -1
    case .postgres: PostgresSchema.migrations.firstIndex { $0.name == name } ?? -1
    }
  }

  /// A new empty database of this backend (a file in a temporary folder, or `CREATE DATABASE`).
  func makeDatabase() throws -> StoreDatabase {
    switch self {
    case .sqlite: try SQLiteDatabase()
    case .postgres: try PostgresDatabase()
    }
  }

  /// A migrated store on a fresh database, closed and the database removed when `body` ends.
  func withStore<T>(_ body: (any EventStore) throws -> T) throws -> T {
    let database = try makeDatabase()
    let store = try database.open()
    defer { store.close() }
    try store.migrate()
    return try body(store)
  }
}

/// A fresh database; removed when released.
protocol StoreDatabase: AnyObject, Sendable {
  /// A new store on it, not migrated (several may be open at once).
  func open() throws -> any EventStore
  /// The same, answering whole-day ranges from its ``RangeCache`` (as the server's).
  func openCaching() throws -> any EventStore
}

/// An SQLite file in its own temporary folder.
final class SQLiteDatabase: StoreDatabase {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "store-tests-\(UUID().uuidString)")

  init() throws { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }

  func open() throws -> any EventStore {
    try SQLiteEventStore(path: folder.appendingPathComponent("events.sqlite").path)
  }

  func openCaching() throws -> any EventStore {
    try SQLiteEventStore(path: folder.appendingPathComponent("events.sqlite").path, cachesRanges: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }
}

/// A database with a random name on the test cluster.
final class PostgresDatabase: StoreDatabase {
  let database: TestDatabase

  init() throws { database = try TestDatabase() }

  func open() throws -> any EventStore { try PostgresEventStore(url: database.url) }

  func openCaching() throws -> any EventStore {
    try PostgresEventStore(url: database.url, cachesRanges: true)
  }
}
