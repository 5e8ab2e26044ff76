import Analytics
import TestSupport
import Testing

let day = RollupPlan.dayMilliseconds

/// Random events for the rollups: a small pool of users (anonymous, empty, a few in two variants, a
/// few only tapping or tapping before their first impression), every type, both sources, two
/// campaigns, times over six UTC days, ids repeated within and across batches.
func rollupEvents(seed: UInt64, count: Int) -> [Event] {
  var random = SplitMix64(seed: seed)
  let variants = ["A", "B"]
  let types: [EventType] = [.impression, .impression, .tap, .tap, .close]
  let start = (storeNow / day - 6) * day
  return (0..<count).map { index in
    let userNumber = Int(random.next() % 40)
    let user: String? = userNumber < 3 ? nil : userNumber < 5 ? "" : "u\(userNumber)"
    let switching = random.unit() < 0.05
    let id =
      random.unit() < 0.1 ? "r\(seed)-\(Int(random.next() % UInt64(max(index, 1))))" : "r\(seed)-\(index)"
    return makeEvent(
      id, campaign: random.unit() < 0.85 ? "camp" : "other",
      variant: variants[(userNumber + (switching ? 1 : 0)) % 2], type: types[Int(random.next() % 5)],
      user: user, source: random.unit() < 0.6 ? .app : .preview,
      ts: random.unit() < 0.5 ? nil : start + Int64(random.next() % UInt64(6 * day)),
      receivedAt: start + Int64(random.next() % UInt64(6 * day)))
  }
}

/// The queries compared: unfiltered, whole-day ranges (rollups) and a range with a time of day (scan).
func comparedQueries() -> [EventQuery] {
  let first = storeNow / day - 6
  var queries: [EventQuery] = []
  for campaign in ["camp", "other"] {
    for source in SourceFilter.allCases {
      for (from, to) in [
        (nil, nil), (first * day, nil), (nil, (first + 3) * day), ((first + 1) * day, (first + 4) * day),
        ((first + 2) * day, (first + 3) * day), ((first + 1) * day + 3_600_000, nil),
      ] as [(Int64?, Int64?)] {
        queries.append(EventQuery(campaign: campaign, source: source, from: from, to: to))
      }
    }
  }
  return queries
}

/// Every compared query's sums from `store`.
/// Inserts `more` into a store that holds `stored` (their ids in `seen`) and checks every compared
/// query against the reference; returns the sums, for a rebuild to be compared with.
func insertAndCompare(
  _ more: [Event], into store: any EventStore, holding stored: [Event], seen: inout Set<String>
)
  throws -> [ReportSums]
{
  _ = try store.insert(more)
  let kept = stored + more.filter { seen.insert($0.id).inserted }
  let incremental = try allSums(store)
  for (sums, query) in zip(incremental, comparedQueries()) {
    #expect(sums.ignoringOrigin == referenceSums(kept, query), "after more events: \(query)")
  }
  return incremental
}

func allSums(_ store: any EventStore) throws -> [ReportSums] {
  try comparedQueries().map { try store.reportSums($0) }
}

/// Rollups equal the scan, field for field (`computed_from` aside), on both stores.
@Suite("Rollups equal the scan, both backends")
struct StoreRollupTests {
  @Test(arguments: StoreBackend.enabled)
  func rollupsEqualTheScanOverRandomEventSets(_ backend: StoreBackend) throws {
    try backend.withStore { store throws in
      var inserted: [Event] = []
      for seed: UInt64 in 1...4 {
        var random = SplitMix64(seed: seed * 31)
        let events = rollupEvents(seed: seed, count: 700)
        var index = 0
        while index < events.count {
          // Single events and batches, some sent twice.
          let size = random.unit() < 0.3 ? 1 : Int(random.next() % 120) + 1
          let batch = Array(events[index..<min(index + size, events.count)])
          _ = try store.insert(batch)
          if random.unit() < 0.2 { _ = try store.insert(batch) }
          inserted += batch
          index += size
        }
        for query in comparedQueries() {
          let sums = try store.reportSums(query)
          let expected = RollupSQL.wholeDays(query) == nil ? SumsOrigin.events : .rollup
          #expect(sums.origin == expected, "\(query)")
          #expect(sums.ignoringOrigin == referenceSums(inserted, query), "seed \(seed) \(query)")
          if query.from == nil, query.to == nil {
            // The scan itself: a bound before every event, with a time of day.
            let scan = try store.reportSums(
              EventQuery(campaign: query.campaign, source: query.source, from: -1))
            #expect(scan.origin == .events)
            #expect(sums.ignoringOrigin == scan, "seed \(seed) \(query)")
          }
        }
      }
    }
  }

  @Test(arguments: StoreBackend.enabled)
  func aRebuildEqualsTheIncrementalRollupsAfterBatchesDuplicatesAndPurges(_ backend: StoreBackend) throws {
    try backend.withStore { store throws in
      let events = rollupEvents(seed: 9, count: 1500)
      var kept: [Event] = []
      for (number, start) in stride(from: 0, to: events.count, by: 250).enumerated() {
        let batch = Array(events[start..<min(start + 250, events.count)])
        _ = try store.insert(batch)
        _ = try store.insert(Array(batch.prefix(20)))
        kept += batch
        // Purges between batches: a user, a source, a time with a time of day.
        let filter: PurgeFilter =
          switch number % 3 {
          case 0: PurgeFilter(user: "u\(7 + number)")
          case 1: PurgeFilter(before: (storeNow / day - 5) * day + 1_234_567, source: .preview)
          default: PurgeFilter(user: "u11", source: .app)
          }
        _ = try store.purge(filter)
        var seen = Set<String>()
        kept = kept.filter { seen.insert($0.id).inserted }.filter { event in
          !((filter.user == nil || event.user == filter.user)
            && (filter.before == nil || event.eventTime < filter.before!)
            && (filter.source == nil || event.source == filter.source))
        }
      }
      let incremental = try allSums(store)
      for (sums, query) in zip(incremental, comparedQueries()) {
        #expect(sums.ignoringOrigin == referenceSums(kept, query), "\(query)")
      }
      #expect(try store.rebuildRollups(campaign: nil, progress: { _ in }) == 2)
      #expect(try allSums(store) == incremental)
      #expect(try store.rebuildRollups(campaign: "camp", progress: { _ in }) == 1)
      #expect(try allSums(store) == incremental)
    }
  }
}
