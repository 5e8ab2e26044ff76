import Analytics
import Foundation
import TestSupport
import Testing

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
    // The events, and the rollups as the previous program kept them: without the close sums' columns.
    try StoreBackend.atOldSchema(
      store, migrations: before,
      then: [StoreRollupUpgradeTests.insertSQL(events)]
        + RollupSQL.rebuild(
          campaign: nil, unitTable: backend == .postgres, closeSquares: false, slices: false))
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
