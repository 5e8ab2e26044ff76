import Analytics
import TestSupport
import Testing

/// The flow both range-cache suites follow on one database (``StoreRangeCacheTests``,
/// ``StoreSliceCacheTests``): a caching store gets `initial`, `first` asks once before the campaign is
/// held (SQL's answer, and the read starts), then six rounds of 200 events inserted alternately by this
/// store and by another one (round 3 repeating 50 stored ids), another process's rebuild and its purge
/// of user u7; after each step, once the cache holds the campaign again, `expect(store, all, note)`.
struct CacheFollowingRun {
  var seed: UInt64
  var prefix: String
  var events: (Int, String, inout SplitMix64) -> [Event]
  /// The first question, before the campaign is held (checks SQL's answer).
  var first: (any EventStore, [Event]) throws -> Void
  /// A question that makes the store read the campaign again after a rebuild or purge.
  var ask: (any EventStore) throws -> Void
  var expect: (any EventStore, [Event], String) throws -> Void

  func run(_ backend: StoreBackend) throws {
    let database = try backend.makeDatabase()
    let store = try database.openCaching()
    defer { store.close() }
    try store.migrate()
    let other = try database.open()
    defer { other.close() }
    var random = SplitMix64(seed: seed)
    var all = events(1500, prefix, &random)
    _ = try store.insert(all)
    try first(store, all)
    try StoreRangeCacheTests.waitHeld(store)
    try expect(store, all, "held")
    for round in 0..<6 {
      let batch = events(200, "\(prefix)\(round)", &random)
      // Now and then a batch repeats stored ids: duplicates change nothing.
      let sent = round == 3 ? batch + all.prefix(50) : batch
      _ = try (round % 2 == 0 ? store : other).insert(sent)
      all += sent
      try expect(store, all, "round \(round) by \(round % 2 == 0 ? "this store" : "another")")
    }
    // Another process rebuilds and purges: the campaign is read again.
    _ = try other.rebuildRollups(campaign: "summer-sale", progress: { _ in })
    try ask(store)
    try StoreRangeCacheTests.waitHeld(store)
    try expect(store, all, "after a rebuild")
    let removed = try other.purge(PurgeFilter(user: "u7"))
    #expect(removed > 0)
    all.removeAll { $0.user == "u7" }
    try ask(store)
    try StoreRangeCacheTests.waitHeld(store)
    try expect(store, all, "after a purge")
  }
}
