import Analytics
import Foundation
import TestSupport
import Testing

@testable import AnalyticsSQLite

/// A database made by schema version 3 (a `rollup_units` table, daily rows keyed by day first) upgraded
/// by migration 4: the unit rows become a view of the daily rows with the same values, the daily rows
/// are kept, and reports and further ingest stay equal to the scan.
@Suite("SQLite unit rows as a view of the daily rows")
struct SQLiteUnitViewUpgradeTests {
  private static func rows(_ sql: String, columns: Int32, in store: SQLiteEventStore) throws -> [[String?]] {
    try store.withReader { connection throws(EventStoreError) in
      let statement = try connection.statement(sql)
      defer { statement.reset() }
      var found: [[String?]] = []
      while try statement.step() { found.append((0..<columns).map { statement.text($0) }) }
      return found
    }
  }

  private static let unitsSQL =
    "SELECT campaign, user_id, \(RollupSQL.unitColumns) FROM rollup_units ORDER BY campaign, user_id"
  private static let dailySQL =
    "SELECT * FROM rollup_daily ORDER BY campaign, source, day, user_id, variant"

  @Test func aVersionThreeDatabaseKeepsItsUnitRowsAsTheView() throws {
    try withTemporaryDirectory { folder throws in
      let store = try SQLiteEventStore(path: folder.appendingPathComponent("events.sqlite").path)
      defer { store.close() }
      let events = rollupEvents(seed: 31, count: 1500)
      var seen = Set<String>()
      let stored = events.filter { seen.insert($0.id).inserted }
      // Version 2 with events, then migration 3 fills its unit table and daily rows from them.
      try store.withWriter { connection throws(EventStoreError) in
        try connection.execute(SQLiteSchema.createMigrationsTable)
        for migration in SQLiteSchema.migrations.prefix(3) {
          if migration.version == 3 { try connection.execute(StoreRollupUpgradeTests.insertSQL(events)) }
          try connection.execute(migration.sql)
          try connection.execute(
            "INSERT INTO schema_migrations VALUES (\(migration.version), '\(migration.name)', 0)")
        }
      }
      let tableUnits = try Self.rows(Self.unitsSQL, columns: 14, in: store)
      let tableDaily = try Self.rows(Self.dailySQL, columns: 8, in: store)
      #expect(tableUnits.count > 20)
      // 4, then the delivery ledger's 5, the close sums' 6, the device's 7, the range versions' 8
      #expect(try store.migrate() == StoreBackend.sqlite.migrationCount - 3)
      #expect(try Self.rows(Self.unitsSQL, columns: 14, in: store) == tableUnits)
      #expect(try Self.rows(Self.dailySQL, columns: 8, in: store) == tableDaily)
      let kind = try Self.rows(
        "SELECT type FROM sqlite_schema WHERE name = 'rollup_units'", columns: 1, in: store)
      #expect(kind == [["view"]])
      for query in comparedQueries() {
        #expect(try store.reportSums(query).ignoringOrigin == referenceSums(stored, query), "\(query)")
      }
      // Ingest goes on from the view (the writer's cache is empty: every user is read from the daily
      // rows), then a rebuild changes nothing.
      let incremental = try insertAndCompare(
        rollupEvents(seed: 32, count: 600), into: store, holding: stored, seen: &seen)
      let viewUnits = try Self.rows(Self.unitsSQL, columns: 14, in: store)
      #expect(try store.rebuildRollups(campaign: nil, progress: { _ in }) == 2)
      #expect(try allSums(store) == incremental)
      #expect(try Self.rows(Self.unitsSQL, columns: 14, in: store) == viewUnits)
    }
  }
}
