import Analytics
import TestSupport
import Testing

private let tenDaysAgo = storeNow - 10 * 86_400_000
private let oneDayAgo = storeNow - 86_400_000

/// The report fixture: summer-sale A and B from the app, A from previews, and another campaign.
private let fixture: [Event] = [
  makeEvent("a-imp-0001", user: "u1", ts: tenDaysAgo),
  makeEvent("a-imp-0002", user: "u1"),
  makeEvent("a-imp-0003", user: "u2", ts: oneDayAgo),
  makeEvent("a-imp-0004", user: ""),
  makeEvent("a-imp-0005", receivedAt: tenDaysAgo),
  makeEvent("a-tap-0001", type: .tap, user: "u1"),
  makeEvent("a-tap-0002", type: .tap, user: "u7", ts: tenDaysAgo),
  makeEvent("a-cls-0001", type: .close, user: "u3"),
  makeEvent("b-imp-0001", variant: "B", user: "u1"),
  makeEvent("b-imp-0002", variant: "B", user: "u9"),
  makeEvent("b-cls-0001", variant: "B", type: .close, trigger: .escape),
  makeEvent("b-cls-0002", variant: "B", type: .close, trigger: .programmatic),
  makeEvent("p-imp-0001", user: "p1", source: .preview),
  makeEvent("p-imp-0002", user: "p1", source: .preview),
  makeEvent("p-imp-0003", user: "p1", source: .preview, ts: tenDaysAgo),
  makeEvent("p-tap-0001", type: .tap, source: .preview),
  makeEvent("t-imp-0001", campaign: "trio", variant: "control", user: "u1"),
  makeEvent("a-imp-0001", variant: "B", type: .tap),  // a duplicate id: not counted again
]

private func withFixtureStore(_ backend: StoreBackend, _ body: (any EventStore) throws -> Void) throws {
  try backend.withStore { store throws in
    _ = try store.insert(fixture)
    try body(store)
  }
}

/// The report's counts and the purges: the same numbers on SQLite and PostgreSQL.
@Suite("Event store counts and purges, both backends")
struct StoreQueryTests {
  @Test(arguments: StoreBackend.enabled)
  func sumsPerUserThenPerVariantWithTheSourceFilter(_ backend: StoreBackend) throws {
    try withFixtureStore(backend) { store throws in
      // u1 saw A and B (left out); u7's tap and u3's close match no impression; the anonymous
      // impressions of A are units of their own; B's anonymous closes match none.
      #expect(
        try store.reportSums(EventQuery(campaign: "summer-sale")).ignoringOrigin
          == ReportSums(
            variants: [
              VariantSums(
                variant: "A", units: 3, users: 1, impressions: 3, impressionsSquared: 3,
                anonymousImpressions: 2,
                unmatched: 2),
              VariantSums(
                variant: "B", units: 1, users: 1, impressions: 1, impressionsSquared: 1, unmatched: 2),
            ], multipleVariantUsers: 1))
      for source in SourceFilter.allCases {
        let query = EventQuery(campaign: "summer-sale", source: source)
        #expect(try store.reportSums(query).ignoringOrigin == referenceSums(fixture, query), "\(source)")
      }
      #expect(
        try store.reportSums(EventQuery(campaign: "nothing-here", source: .all)).ignoringOrigin
          == ReportSums())
    }
  }

  @Test(arguments: StoreBackend.enabled)
  func timeBoundsUseTsElseTheReceiveTime(_ backend: StoreBackend) throws {
    try withFixtureStore(backend) { store throws in
      // From one day ago (inclusive): a-imp-3 (ts exactly then) and a-imp-4; u1 saw B too.
      let recent = try store.reportSums(EventQuery(campaign: "summer-sale", from: oneDayAgo))
      #expect(recent.sums(of: "A")?.impressions == 2 && recent.multipleVariantUsers == 1)
      // Before one day ago (exclusive): a-imp-1 (ts), a-imp-5 (received ten days ago), a-tap-2.
      let old = try store.reportSums(EventQuery(campaign: "summer-sale", to: oneDayAgo))
      #expect(
        old
          == ReportSums(variants: [
            VariantSums(
              variant: "A", units: 2, users: 1, impressions: 2, impressionsSquared: 2,
              anonymousImpressions: 1,
              unmatched: 1)
          ]))
      for (from, to) in [(tenDaysAgo, tenDaysAgo + 1), (oneDayAgo, storeNow + 1), (storeNow, storeNow)] {
        let query = EventQuery(campaign: "summer-sale", source: .all, from: from, to: to)
        #expect(try store.reportSums(query).ignoringOrigin == referenceSums(fixture, query))
      }
    }
  }

  @Test(arguments: StoreBackend.enabled)
  func variantsComeInByteOrderWhateverTheCollation(_ backend: StoreBackend) throws {
    try backend.withStore { store throws in
      let variants = ["b", "B", "a", "A", "_x", "-y", "9"]
      _ = try store.insert(
        variants.enumerated().map { makeEvent("order-\($0.offset)-id", variant: $0.element) })
      let sums = try store.reportSums(EventQuery(campaign: "summer-sale"))
      #expect(
        sums.variants.map(\.variant) == variants.sorted { Array($0.utf8).lexicographicallyPrecedes($1.utf8) })
    }
  }

  @Test(arguments: StoreBackend.enabled)
  func purgeByUserDeletesExactlyTheirEvents(_ backend: StoreBackend) throws {
    try withFixtureStore(backend) { store throws in
      #expect(try store.purge(PurgeFilter(user: "u1")) == 5)
      #expect(try store.purge(PurgeFilter(user: "u1")) == 0)
      #expect(try store.storedEventCount() == fixture.count - 1 - 5)
      #expect(try store.reportSums(EventQuery(campaign: "summer-sale")).sums(of: "A")?.users == 1)
      // Any text works as a user, a NUL inside too.
      _ = try store.insert([makeEvent("odd-user-1", user: "a\u{0}b"), makeEvent("odd-user-2", user: "a")])
      #expect(try store.purge(PurgeFilter(user: "a\u{0}b")) == 1)
      #expect(try store.event(id: "odd-user-2") != nil)
    }
  }

  @Test(arguments: StoreBackend.enabled)
  func purgeBeforeADateGoesByTsElseTheReceiveTime(_ backend: StoreBackend) throws {
    try withFixtureStore(backend) { store throws in
      // a-imp-1, a-imp-5 (receive time), a-tap-2, p-imp-3.
      #expect(try store.purge(PurgeFilter(before: oneDayAgo)) == 4)
      #expect(try store.event(id: "a-imp-0005") == nil)
      #expect(try store.event(id: "a-imp-0003") != nil, "exactly at the bound is kept")
    }
  }

  @Test(arguments: StoreBackend.enabled)
  func purgeBySourceAndCombinedConditions(_ backend: StoreBackend) throws {
    try withFixtureStore(backend) { store throws in
      #expect(try store.purge(PurgeFilter(user: "p1", source: .app)) == 0)
      #expect(try store.purge(PurgeFilter(user: "p1", before: storeNow, source: .preview)) == 1)
      #expect(try store.purge(PurgeFilter(source: .preview)) == 3)
      #expect(
        try store.reportSums(EventQuery(campaign: "summer-sale", source: .preview)).ignoringOrigin
          == ReportSums())
    }
  }

  @Test(arguments: StoreBackend.enabled)
  func anEmptyPurgeIsRefused(_ backend: StoreBackend) throws {
    try withFixtureStore(backend) { store throws in
      #expect { try store.purge(PurgeFilter()) } throws: { storeErrorKind($0) == .invalidRequest }
      #expect(try store.storedEventCount() == fixture.count - 1)
    }
  }
}
