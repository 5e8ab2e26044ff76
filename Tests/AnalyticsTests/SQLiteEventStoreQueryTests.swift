import Analytics
import Testing

@testable import AnalyticsSQLite

private let tenDaysAgo = testNow - 10 * 86_400_000
private let oneDayAgo = testNow - 86_400_000

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

private func withFixtureStore(_ body: (SQLiteEventStore) throws -> Void) throws {
  try withTemporaryStore { (store, _) throws in
    _ = try store.insert(fixture)
    try body(store)
  }
}

@Suite("SQLite event store queries")
struct SQLiteEventStoreQueryTests {
  @Test func countsPerVariantFromTheApp() throws {
    try withFixtureStore { store throws in
      #expect(
        try store.variantCounts(EventQuery(campaign: "summer-sale")) == [
          VariantCounts(variant: "A", impressions: 5, users: 2, taps: 2, closes: 1),
          VariantCounts(variant: "B", impressions: 2, users: 2, taps: 0, closes: 2),
        ])
    }
  }

  @Test func theSourceFilterSelectsPreviewOrAll() throws {
    try withFixtureStore { store throws in
      #expect(
        try store.variantCounts(EventQuery(campaign: "summer-sale", source: .preview)) == [
          VariantCounts(variant: "A", impressions: 3, users: 1, taps: 1, closes: 0)
        ])
      #expect(
        try store.variantCounts(EventQuery(campaign: "summer-sale", source: .all)) == [
          VariantCounts(variant: "A", impressions: 8, users: 3, taps: 3, closes: 1),
          VariantCounts(variant: "B", impressions: 2, users: 2, taps: 0, closes: 2),
        ])
      #expect(try store.variantCounts(EventQuery(campaign: "nothing-here", source: .all)).isEmpty)
    }
  }

  @Test func timeBoundsUseTsElseTheReceiveTime() throws {
    try withFixtureStore { store throws in
      // From one day ago (inclusive): a-imp-2 (received now), a-imp-3 (ts exactly then), a-imp-4.
      let recent = try store.variantCounts(EventQuery(campaign: "summer-sale", from: oneDayAgo))
      #expect(recent.first == VariantCounts(variant: "A", impressions: 3, users: 2, taps: 1, closes: 1))
      // Before one day ago (exclusive): a-imp-1 (ts), a-imp-5 (received ten days ago), a-tap-2.
      let old = try store.variantCounts(EventQuery(campaign: "summer-sale", to: oneDayAgo))
      #expect(old == [VariantCounts(variant: "A", impressions: 2, users: 1, taps: 1, closes: 0)])
      let window = try store.variantCounts(
        EventQuery(campaign: "summer-sale", source: .all, from: tenDaysAgo, to: tenDaysAgo + 1))
      #expect(window == [VariantCounts(variant: "A", impressions: 3, users: 2, taps: 1, closes: 0)])
    }
  }

  @Test func countingUsesTheCoveringIndex() throws {
    try withFixtureStore { store throws in
      let sql = """
        EXPLAIN QUERY PLAN SELECT variant, count(*) FROM events
        WHERE campaign = ?1 AND source IN (?2, ?3) AND event_time >= ?4 AND event_time < ?5 GROUP BY variant
        """
      let plan = try store.withReader { connection throws(EventStoreError) in
        let statement = try connection.statement(sql)
        defer { statement.reset() }
        try statement.bind([
          .text("summer-sale"), .text("app"), .text("preview"), .integer(0), .integer(.max),
        ])
        var details: [String] = []
        while try statement.step() { details.append(statement.text(3) ?? "") }
        return details.joined(separator: "\n")
      }
      #expect(plan.contains("USING COVERING INDEX events_report"), "\(plan)")
    }
  }

  @Test func purgeByUserDeletesExactlyTheirEvents() throws {
    try withFixtureStore { store throws in
      #expect(try store.purge(PurgeFilter(user: "u1")) == 5)
      #expect(try store.purge(PurgeFilter(user: "u1")) == 0)
      #expect(try store.storedEventCount() == fixture.count - 1 - 5)
      #expect(try store.variantCounts(EventQuery(campaign: "summer-sale")).first?.users == 1)
    }
  }

  @Test func purgeBeforeADateGoesByTsElseTheReceiveTime() throws {
    try withFixtureStore { store throws in
      // a-imp-1, a-imp-5 (receive time), a-tap-2, p-imp-3.
      #expect(try store.purge(PurgeFilter(before: oneDayAgo)) == 4)
      #expect(try store.event(id: "a-imp-0005") == nil)
      #expect(try store.event(id: "a-imp-0003") != nil, "exactly at the bound is kept")
    }
  }

  @Test func purgeBySourceAndCombinedConditions() throws {
    try withFixtureStore { store throws in
      #expect(try store.purge(PurgeFilter(user: "p1", source: .app)) == 0)
      #expect(try store.purge(PurgeFilter(user: "p1", before: testNow, source: .preview)) == 1)
      #expect(try store.purge(PurgeFilter(source: .preview)) == 3)
      #expect(try store.variantCounts(EventQuery(campaign: "summer-sale", source: .preview)).isEmpty)
    }
  }

  @Test func anEmptyPurgeIsRefused() throws {
    try withFixtureStore { store throws in
      #expect { try store.purge(PurgeFilter()) } throws: { ($0 as? EventStoreError)?.kind == .invalidRequest }
      #expect(try store.storedEventCount() == fixture.count - 1)
    }
  }
}
