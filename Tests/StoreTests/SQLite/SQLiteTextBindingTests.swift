import Analytics
import Foundation
import TestSupport
import Testing

@testable import AnalyticsSQLite

/// Text bound through the connection's arena (`SQLITE_STATIC` copies, freed when a run ends) reaches the
/// tables byte for byte, in multi-row statements too, and the rollups keep one unit row per
/// (campaign, user).
@Suite("SQLite text binding and unit rows")
struct SQLiteTextBindingTests {
  @Test func textsOfEveryLengthRoundTripThroughTheArenaAndItsFallback() throws {
    try withTemporaryDirectory { folder throws in
      let store = try SQLiteEventStore(path: folder.appendingPathComponent("events.sqlite").path)
      defer { store.close() }
      try store.migrate()
      // Small strings (inside the String value), a NUL, an empty user, non-ASCII, and users longer
      // than the arena: one batch of 40, so the unit and daily rows go through a 32-row statement too.
      let long = String(repeating: "x", count: SQLiteTextArena.capacity + 10)
      let users: [String] = (0..<36).map { "u\($0)" } + ["a\u{0}b", "", "é-ü-\u{1F600}", long]
      let events = users.enumerated().map { index, user in
        makeEvent("text-\(index)", variant: index % 3 == 0 ? "B" : "A", user: user)
      }
      _ = try store.insert(events)
      for event in events {
        #expect(try store.event(id: event.id) == event)
      }
      let unitUsers = try store.withReader { connection throws(EventStoreError) -> [String] in
        let statement = try connection.statement("SELECT user_id FROM rollup_units ORDER BY user_id")
        defer { statement.reset() }
        var found: [String] = []
        while try statement.step() { found.append(statement.text(0) ?? "?") }
        return found
      }
      // "" is an empty user, not a named one: no unit row.
      #expect(unitUsers == users.filter { !$0.isEmpty }.sorted { RollupPlan.compare($0, $1) ?? false })
    }
  }

  @Test func oneUnitRowHoldsBothSourcesAndAllIsMixedWhenTheirVariantsDiffer() throws {
    try withTemporaryDirectory { folder throws in
      let store = try SQLiteEventStore(path: folder.appendingPathComponent("events.sqlite").path)
      defer { store.close() }
      try store.migrate()
      _ = try store.insert([
        makeEvent("s-1", variant: "A", user: "u1", source: .app),
        makeEvent("s-2", variant: "A", type: .tap, user: "u1", source: .app),
      ])
      _ = try store.insert([makeEvent("s-3", variant: "B", user: "u1", source: .preview)])
      let row = try store.withReader { connection throws(EventStoreError) -> [String?] in
        let statement = try connection.statement(
          "SELECT count(*) OVER (), \(RollupSQL.unitColumns) FROM rollup_units")
        defer { statement.reset() }
        guard try statement.step() else { return [] }
        return (0..<11).map { statement.text(Int32($0)) }
      }
      #expect(row == ["1", "A", "0", "1", "1", "0", "B", "0", "1", "0", "0"])
      let all = try store.reportSums(EventQuery(campaign: "summer-sale", source: .all))
      #expect(all.multipleVariantUsers == 1)
      #expect(all.variants.allSatisfy { $0.users == 0 })
      let app = try store.reportSums(EventQuery(campaign: "summer-sale", source: .app))
      #expect(app.multipleVariantUsers == 0)
      #expect(app.variants.map(\.variant) == ["A"] && app.variants.first?.taps == 1)
    }
  }
}
