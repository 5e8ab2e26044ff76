import Analytics
import TestSupport
import Testing

/// Random events of two campaigns: users from a small pool (some anonymous or empty, a few switching
/// variant, a few only tapping), every type, both sources, times spread over ten days, some ids
/// repeated.
private func randomEvents(seed: UInt64, count: Int) -> [Event] {
  var random = SplitMix64(seed: seed)
  let variants = ["A", "B", "C"]
  let types: [EventType] = [.impression, .impression, .impression, .tap, .close]
  return (0..<count).map { index in
    let userNumber = Int(random.next() % 90)
    let user: String? = userNumber < 5 ? nil : userNumber < 8 ? "" : "user-\(userNumber)"
    let switching = random.unit() < 0.04
    let variant = variants[(userNumber + (switching ? 1 : 0)) % 3]
    let id = random.unit() < 0.03 ? "rand-\(Int(random.next() % UInt64(max(index, 1))))" : "rand-\(index)"
    return makeEvent(
      id, campaign: random.unit() < 0.8 ? "summer-sale" : "trio", variant: variant,
      type: userNumber >= 86 ? .tap : types[Int(random.next() % 5)], user: user,
      source: random.unit() < 0.7 ? .app : .preview,
      ts: random.unit() < 0.5 ? nil : storeNow - Int64(random.next() % 864_000_000),
      receivedAt: storeNow - Int64(random.next() % 864_000_000))
  }
}

/// The report's counting in SQL on both stores, against the contract's rules applied in Swift.
@Suite("Report sums per user, both backends")
struct StoreReportSumsTests {
  @Test(arguments: StoreBackend.enabled)
  func everyFixtureCaseSumsAsTheReferenceSays(_ backend: StoreBackend) throws {
    let cases = try ReportFixtures.load().cases
    try backend.withStore { store throws in
      for (index, fixture) in cases.enumerated() {
        for chunk in fixture.events(campaign: "fixture-\(index)", idPrefix: "fx\(index)").chunked(1000) {
          _ = try store.insert(Array(chunk))
        }
      }
      for (index, fixture) in cases.enumerated() {
        let sums = try store.reportSums(EventQuery(campaign: "fixture-\(index)"))
        #expect(sums.ignoringOrigin == fixture.sums, "\(fixture.name)")
      }
    }
  }

  @Test(arguments: StoreBackend.enabled)
  func randomEventsSumAsTheRulesSay(_ backend: StoreBackend) throws {
    let events = randomEvents(seed: 24, count: 4000)
    try backend.withStore { store throws in
      for chunk in events.chunked(500) { _ = try store.insert(Array(chunk)) }
      let bounds: [(Int64?, Int64?)] = [
        (nil, nil), (storeNow - 432_000_000, nil), (nil, storeNow - 100_000_000),
        (storeNow - 700_000_000, storeNow - 200_000_000),
      ]
      for campaign in ["summer-sale", "trio"] {
        for source in SourceFilter.allCases {
          for (from, to) in bounds {
            let query = EventQuery(campaign: campaign, source: source, from: from, to: to)
            let sums = try store.reportSums(query)
            #expect(sums.ignoringOrigin == referenceSums(events, query), "\(query)")
          }
        }
      }
      let all = try store.reportSums(EventQuery(campaign: "summer-sale", source: .all))
      #expect(all.multipleVariantUsers > 0 && all.variants.contains { $0.unmatched > 0 })
      #expect(all.variants.contains { $0.anonymousImpressions > 0 })
    }
  }

  /// No migration comes with the per-user report: a database written by the current schema is read
  /// as it is, by a new store on the same database.
  @Test(arguments: StoreBackend.enabled)
  func aDatabaseOfTheCurrentSchemaReportsWithoutAMigration(_ backend: StoreBackend) throws {
    let database = try backend.makeDatabase()
    let events = randomEvents(seed: 7, count: 600)
    do {
      let writer = try database.open()
      defer { writer.close() }
      try writer.migrate()
      _ = try writer.insert(events)
    }
    let reader = try database.open()
    defer { reader.close() }
    #expect(try reader.migrate() == 0)
    let query = EventQuery(campaign: "summer-sale", source: .all)
    #expect(try reader.reportSums(query).ignoringOrigin == referenceSums(events, query))
  }
}

extension Array {
  /// The array in consecutive slices of at most `size` elements.
  fileprivate func chunked(_ size: Int) -> [ArraySlice<Element>] {
    stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
  }
}
