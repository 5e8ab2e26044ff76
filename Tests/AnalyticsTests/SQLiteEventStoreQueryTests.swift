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

}
