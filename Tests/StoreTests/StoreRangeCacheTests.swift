import Analytics
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import AnalyticsPostgres
@testable import AnalyticsSQLite

/// Whole-day ranges answered from memory (issue 43, part 4: ``RangeCache``), on both stores: every
/// answer equals the plain Swift count of the raw events (``referenceSums(_:_:)``) while this store
/// and another one on the same database (another instance, a command) insert, rebuild and purge, and
/// while inserts run during the reports.
@Suite("Range cache, both backends", .serialized)
struct StoreRangeCacheTests {
  static let day: Int64 = 86_400_000
  static let first = (fixtureNow / day - 10) * day

  static func cache(_ store: any EventStore) -> RangeCache {
    (store as? SQLiteEventStore)?.ranges ?? (store as! PostgresEventStore).ranges
  }

  /// `count` random events over 10 days: named users (some of two variants, some only tapping),
  /// anonymous ones, both sources.
  static func events(_ count: Int, prefix: String, _ random: inout SplitMix64) -> [Event] {
    (0..<count).map { index in
      let roll = random.unit()
      let user: String? = roll < 0.1 ? nil : roll < 0.15 ? "" : "u\(random.next() % 300)"
      return makeEvent(
        "\(prefix)-\(index)-\(random.next() % 1_000_000)", variant: ["A", "B"][Int(random.next() % 2)],
        type: [.impression, .impression, .tap, .close][Int(random.next() % 4)], user: user,
        source: random.unit() < 0.8 ? .app : .preview, ts: first + Int64(random.next() % UInt64(10 * day)))
    }
  }

  /// Waits until the cache holds summer-sale.
  static func waitHeld(_ store: any EventStore) throws {
    let deadline = ContinuousClock.now + .seconds(20)
    while !cache(store).holds("summer-sale") {
      guard ContinuousClock.now < deadline else {
        throw TestFailure("the range cache never held the campaign")
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
  }

  /// Every whole-day range of a few, every source: the store's answer (from memory) equals the
  /// reference over `events`.
  static func expectRanges(_ store: any EventStore, _ events: [Event], _ note: String) throws {
    let before = cache(store).answered
    var asked = 0
    for (from, to) in [(0, 10), (2, 5), (9, 10), (4, 4 + 1), (0, 3)] {
      for source in SourceFilter.allCases {
        let query = EventQuery(
          campaign: "summer-sale", source: source, from: first + Int64(from) * day,
          to: first + Int64(to) * day)
        let sums = try store.reportSums(query)
        #expect(sums.origin == .rollup)
        #expect(
          sums.ignoringOrigin == referenceSums(events, query), "\(note): days \(from)..<\(to) \(source)")
        asked += 1
      }
    }
    #expect(cache(store).answered == before + asked, "\(note): every range from memory")
  }

  @Test(arguments: StoreBackend.enabled)
  func rangesFromMemoryFollowThisStoreAndAnotherOne(_ backend: StoreBackend) throws {
    let first = EventQuery(campaign: "summer-sale", from: Self.first, to: Self.first + 10 * Self.day)
    try CacheFollowingRun(
      seed: 4304, prefix: "evt-a", events: Self.events,
      first: { store, all throws in
        // Not held yet: the first range is counted by SQL and starts the read.
        #expect(try store.reportSums(first).ignoringOrigin == referenceSums(all, first))
      },
      ask: { _ = try $0.reportSums(first) }, expect: Self.expectRanges
    ).run(backend)
  }

  @Test(arguments: StoreBackend.enabled)
  func rangesStayExactWhileInsertsRun(_ backend: StoreBackend) throws {
    let database = try backend.makeDatabase()
    let store = try database.openCaching()
    defer { store.close() }
    try store.migrate()
    var random = SplitMix64(seed: 4305)
    let initial = Self.events(500, prefix: "evt-c", &random)
    _ = try store.insert(initial)
    store.preloadRanges(["summer-sale"]) { _ in }
    try Self.waitHeld(store)
    let batches = (0..<40).map { Self.events(50, prefix: "evt-c\($0)", &random) }
    let done = Atomic(false)
    let writer = Thread {
      for batch in batches { _ = try? store.insert(batch) }
      done.store(true, ordering: .sequentiallyConsistent)
    }
    writer.start()
    var reads = 0
    while !done.load(ordering: .sequentiallyConsistent) {
      _ = try store.reportSums(
        EventQuery(campaign: "summer-sale", source: .all, from: Self.first, to: Self.first + 10 * Self.day))
      reads += 1
      // A report every 2 ms, not a busy loop: the suites run side by side.
      Thread.sleep(forTimeInterval: 0.002)
    }
    #expect(reads > 0)
    try Self.expectRanges(store, initial + batches.flatMap { $0 }, "after concurrent inserts")
  }
}
