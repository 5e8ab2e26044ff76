import Analytics
import TestSupport
import Testing

@testable import AnalyticsSQLite

/// A store with a few events (the shared store suite in StoreTests checks counts and purges on both
/// backends with the full report fixture; the query plan doesn't depend on the rows).
private func withFixtureStore(_ body: (SQLiteEventStore) throws -> Void) throws {
  try withTemporaryStore { (store, _) throws in
    _ = try store.insert([
      makeEvent("a-imp-0001", user: "u1"), makeEvent("b-tap-0001", variant: "B", type: .tap),
      makeEvent("p-imp-0001", source: .preview),
      makeEvent("t-imp-0001", campaign: "trio", variant: "control"),
    ])
    try body(store)
  }
}

@Suite("SQLite event store queries")
struct SQLiteEventStoreQueryTests {
  @Test func theReportsCountingUsesTheCoveringIndex() throws {
    try withFixtureStore { store throws in
      let sql = "EXPLAIN QUERY PLAN " + SQLiteEventStore.sumsSQL
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
