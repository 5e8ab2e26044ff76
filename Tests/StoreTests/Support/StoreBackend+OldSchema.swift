import Analytics
import Testing

@testable import AnalyticsPostgres
@testable import AnalyticsSQLite

extension StoreBackend {
  /// Leaves `store`'s fresh database as an earlier program did: only its first `count` migrations run
  /// and recorded, then `statements` (its events, its rollups) in the same transaction; `migrate()`
  /// then runs the rest.
  static func atOldSchema(_ store: any EventStore, migrations count: Int, then statements: [String]) throws {
    switch store {
    case let sqlite as SQLiteEventStore:
      try sqlite.withWriter { connection throws(EventStoreError) in
        try connection.execute(SQLiteSchema.createMigrationsTable)
        for migration in SQLiteSchema.migrations.prefix(count) {
          try connection.execute(migration.sql)
          try connection.execute(
            "INSERT INTO schema_migrations VALUES (\(migration.version), '\(migration.name)', 0)")
        }
        for statement in statements { try connection.execute(statement) }
      }
    case let postgres as PostgresEventStore:
      try postgres.withWriter(retryingAfterLoss: false) { connection throws(EventStoreError) in
        try connection.execute(PostgresSchema.createMigrationsTable)
        for migration in PostgresSchema.migrations.prefix(count) {
          try connection.execute(migration.sql)
          try connection.execute(
            "INSERT INTO schema_migrations VALUES (\(migration.version), '\(migration.name)', 0)")
        }
        for statement in statements { try connection.execute(statement) }
      }
    default: Issue.record("unknown store \(store)")
    }
  }
}
