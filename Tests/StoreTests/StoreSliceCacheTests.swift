import Analytics
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import AnalyticsPostgres
@testable import AnalyticsSQLite

/// The whole campaign's sliced report answered from memory (issue 43, part 3: the daily rows keep
/// their first event, the anonymous events are kept per slice, ``RangeCache`` groups its per-user pass
/// by slice), on both stores: every answer equals the plain Swift reference over the raw events
/// (``referenceSlices(_:_:by:)``) while this store and another one on the same database insert,
/// rebuild and purge, and after the upgrade from the schema before the slice rollups.
@Suite("Slices from the range cache, both backends", .serialized)
struct StoreSliceCacheTests {
  static let day = StoreRangeCacheTests.day
  static let first = StoreRangeCacheTests.first
  static let versions = ["2.3.0", "2.4.0", "2.4.1", "Zoë-β"]

  /// The range cache's random events (``StoreRangeCacheTests/events(_:prefix:_:)``: sent in no order
  /// of time, so a user's first stored event is often not their earliest in time) with app versions and
  /// devices, sometimes not sent: users change app version or device between events.
  static func events(_ count: Int, prefix: String, _ random: inout SplitMix64) -> [Event] {
    StoreRangeCacheTests.events(count, prefix: prefix, &random).map { plain in
      var event = plain
      event.device = random.unit() < 0.15 ? nil : EventDevice.allCases[Int(random.next() % 4)]
      event.appVersion = random.unit() < 0.15 ? nil : versions[Int(random.next() % 4)]
      return event
    }
  }

  /// Every dimension and source: the whole campaign's slices from memory equal the reference.
  static func expectSlices(_ store: any EventStore, _ events: [Event], _ note: String) throws {
    let cache = StoreRangeCacheTests.cache(store)
    let before = cache.answered
    var asked = 0
    for source in SourceFilter.allCases {
      for dimension in SliceDimension.allCases {
        let query = EventQuery(campaign: "summer-sale", source: source)
        let slices = try store.slicedReportSums(query, by: dimension)
        #expect(
          slices.allSatisfy { $0.sums.origin == .rollup }, "\(note): \(source) \(dimension) from rollups")
        #expect(
          slices.map { SliceSums(value: $0.value, sums: $0.sums.ignoringOrigin) }
            == referenceSlices(events, query, by: dimension), "\(note): \(source) \(dimension)")
        asked += 1
      }
    }
    #expect(cache.answered == before + asked, "\(note): every sliced report from memory")
  }

  @Test(arguments: StoreBackend.enabled)
  func slicesFromMemoryFollowThisStoreAndAnotherOne(_ backend: StoreBackend) throws {
    let query = EventQuery(campaign: "summer-sale")
    try CacheFollowingRun(
      seed: 4331, prefix: "evt-s", events: Self.events,
      first: { store, all throws in
        // Not held yet: the first sliced report is a scan and starts the read.
        let scanned = try store.slicedReportSums(query, by: .device)
        #expect(scanned.allSatisfy { $0.sums.origin == .events })
        #expect(scanned == referenceSlices(all, query, by: .device))
      },
      ask: { _ = try $0.slicedReportSums(query, by: .appVersion) }, expect: Self.expectSlices
    ).run(backend)
  }

  @Test(arguments: StoreBackend.enabled)
  func aDatabaseFromBeforeTheSliceRollupsGetsThem(_ backend: StoreBackend) throws {
    let database = try backend.makeDatabase()
    let store = try database.openCaching()
    defer { store.close() }
    var random = SplitMix64(seed: 4332)
    let events = Self.events(1200, prefix: "evt-old", &random)
    let before = backend.migrationIndex(named: "slice rollups")
    // The events, and the rollups as the previous program kept them.
    try StoreBackend.atOldSchema(
      store, migrations: before,
      then: [StoreRollupUpgradeTests.insertSQL(events, slices: true)]
        + RollupSQL.rebuild(campaign: nil, unitTable: backend == .postgres, slices: false))
    #expect(try store.migrate() == backend.migrationCount - before)
    store.preloadRanges(["summer-sale"]) { _ in }
    try StoreRangeCacheTests.waitHeld(store)
    try Self.expectSlices(store, events, "upgraded")
    // The rollups still count the plain report and ranges as the events do.
    for query in [
      EventQuery(campaign: "summer-sale"), EventQuery(campaign: "summer-sale", source: .all),
      EventQuery(campaign: "summer-sale", from: Self.first + Self.day, to: Self.first + 5 * Self.day),
    ] {
      #expect(try store.reportSums(query).ignoringOrigin == referenceSums(events, query), "\(query)")
    }
  }
}
