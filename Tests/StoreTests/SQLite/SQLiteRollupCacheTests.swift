import Analytics
import Foundation
import TestSupport
import Testing

@testable import AnalyticsSQLite

/// The writer's cache of users' rollup rows (``SQLiteRollupCache``) at its limit: emptied after a group
/// commit that leaves it over the limit, the users of the next ones are read back from the daily rows,
/// and the rollups stay equal to the scan.
@Suite("SQLite rollup cache at its limit")
struct SQLiteRollupCacheTests {
  @Test(arguments: [1, 3, 17])
  func rollupsStayEqualToTheScanWhenTheCacheEmptiesBetweenBatches(_ limit: Int) throws {
    try withTemporaryDirectory { folder throws in
      let store = try SQLiteEventStore(path: folder.appendingPathComponent("events.sqlite").path)
      defer { store.close() }
      try store.migrate()
      try store.withWriter { connection throws(EventStoreError) in connection.rollupCache.limit = limit }
      var random = SplitMix64(seed: UInt64(limit) * 7)
      let events = rollupEvents(seed: UInt64(limit), count: 900)
      var inserted: [Event] = []
      var index = 0
      while index < events.count {
        let size = Int(random.next() % 60) + 1
        let batch = Array(events[index..<min(index + size, events.count)])
        _ = try store.insert(batch)
        inserted += batch
        index += size
      }
      let held = try store.withWriter { connection throws(EventStoreError) in
        connection.rollupCache.units.count
      }
      #expect(held <= limit)
      for query in comparedQueries() {
        #expect(try store.reportSums(query).ignoringOrigin == referenceSums(inserted, query), "\(query)")
      }
      #expect(try store.rebuildRollups(campaign: nil, progress: { _ in }) == 2)
      for query in comparedQueries() {
        #expect(
          try store.reportSums(query).ignoringOrigin == referenceSums(inserted, query), "rebuilt: \(query)")
      }
    }
  }
}
