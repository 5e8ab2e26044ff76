import Analytics
import Foundation
import TestSupport
import Testing

@testable import AnalyticsPostgres
@testable import AnalyticsSQLite

/// A database one migration old (before the close sums, issue 43) whose rollups hold its events: the
/// migration adds Σc² and Σc·d to the sums rows and recomputes them from the daily rows, so every
/// report, the close-rate guardrail's sums included, equals the scan.
@Suite("Close sums after the upgrade, both backends")
struct StoreCloseSumsUpgradeTests {
  @Test(arguments: StoreBackend.enabled)
  func theCloseSumsAreFilledFromTheDailyRows(_ backend: StoreBackend) throws {
    let database = try backend.makeDatabase()
    let store = try database.open()
    defer { store.close() }
    let events = rollupEvents(seed: 43, count: 1200)
    var seen = Set<String>()
    let stored = events.filter { seen.insert($0.id).inserted }
    let before = backend.migrationIndex(named: "close sums")
    switch store {
    case let sqlite as SQLiteEventStore:
      try sqlite.withWriter { connection throws(EventStoreError) in
        try connection.execute(SQLiteSchema.createMigrationsTable)
        for migration in SQLiteSchema.migrations.prefix(before) {
          try connection.execute(migration.sql)
          try connection.execute(
            "INSERT INTO schema_migrations VALUES (\(migration.version), '\(migration.name)', 0)")
        }
        try connection.execute(StoreRollupUpgradeTests.insertSQL(events))
        // The rollups as the previous program kept them: without the close sums' columns.
        for statement in RollupSQL.rebuild(campaign: nil, unitTable: false, closeSquares: false) {
          try connection.execute(statement)
        }
      }
    case let postgres as PostgresEventStore:
      try postgres.withWriter(retryingAfterLoss: false) { connection throws(EventStoreError) in
        try connection.execute(PostgresSchema.createMigrationsTable)
        for migration in PostgresSchema.migrations.prefix(before) {
          try connection.execute(migration.sql)
          try connection.execute(
            "INSERT INTO schema_migrations VALUES (\(migration.version), '\(migration.name)', 0)")
        }
        try connection.execute(StoreRollupUpgradeTests.insertSQL(events))
        for statement in RollupSQL.rebuild(campaign: nil, closeSquares: false) {
          try connection.execute(statement)
        }
      }
    default: Issue.record("unknown store \(store)")
    }
    #expect(try store.migrate() == backend.migrationCount - before)
    var checked = 0
    for query in comparedQueries() where RollupSQL.wholeDays(query) != nil {
      let sums = try store.reportSums(query)
      #expect(sums.origin == .rollup, "\(query)")
      #expect(sums.ignoringOrigin == referenceSums(stored, query), "\(query)")
      checked += sums.variants.reduce(0) { $0 + $1.closesSquared }
    }
    #expect(checked > 0, "the fixture has users who close")
  }
}
