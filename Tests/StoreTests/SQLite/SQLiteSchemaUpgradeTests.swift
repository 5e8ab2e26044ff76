import Analytics
import Foundation
import TestSupport
import Testing

@testable import AnalyticsSQLite

/// A database made by schema version 1 (IN-list checks, purge indexes) upgraded in place by migrate().
@Suite("SQLite schema upgrade")
struct SQLiteSchemaUpgradeTests {
  @Test func aVersionOneDatabaseKeepsItsEventsAndRulesAfterTheUpgrade() throws {
    try withTemporaryDirectory { folder throws in
      let path = folder.appendingPathComponent("events.sqlite").path
      let store = try SQLiteEventStore(path: path)
      defer { store.close() }
      // Version 1 exactly as released, with two events in it.
      try store.withWriter { connection throws(EventStoreError) in
        try connection.execute(SQLiteSchema.createMigrationsTable)
        try connection.execute(SQLiteSchema.migrations[0].sql)
        try connection.execute("INSERT INTO schema_migrations VALUES (1, 'events', 0)")
      }
      // Written as version 1's program wrote them (the store's insert now keeps rollups too).
      try store.withWriter { connection throws(EventStoreError) in
        try connection.execute(
          """
          INSERT INTO events (id, campaign, variant, event_type, event_trigger, user_id, source, ts,
            received_at, event_time)
          VALUES ('evt-old-1', 'summer-sale', 'A', 'impression', NULL, NULL, 'app', NULL, \(fixtureNow), \(fixtureNow)),
            ('evt-old-2', 'summer-sale', 'A', 'close', 'overlay', 'u1', 'app', NULL, \(fixtureNow), \(fixtureNow))
          """)
      }

      #expect(try store.migrate() == SQLiteSchema.migrations.count - 1)
      #expect(try store.storedEventCount() == 2)
      #expect(try store.event(id: "evt-old-2")?.trigger == .overlay)
      // Ids stay unique across the rebuild, and new rows continue the sequence.
      #expect(
        try store.insert([makeEvent("evt-old-1"), makeEvent("evt-new-1")]).isDuplicate == [true, false])
      let sequence = try store.withReader { connection throws(EventStoreError) in
        try connection.scalar("SELECT seq FROM events WHERE id = 'evt-new-1'")
      }
      #expect(sequence == 3)
      // The rewritten checks refuse what the IN lists refused, and still let a NULL trigger through.
      for (type, trigger) in [
        ("view", "NULL"), ("tap", "'swipe'"), ("impression", "'banner'"), ("tap", "NULL"),
      ] {
        #expect(throws: EventStoreError.self, "\(type) \(trigger)") {
          try store.withWriter { connection throws(EventStoreError) in
            _ = try connection.run(
              "INSERT INTO events (id, campaign, variant, event_type, event_trigger, source, received_at, "
                + "event_time) VALUES ('evt-bad', 'c', 'A', '\(type)', \(trigger), 'app', 1, 1)")
          }
        }
      }
      #expect(throws: EventStoreError.self) {
        try store.withWriter { connection throws(EventStoreError) in
          _ = try connection.run(
            "INSERT INTO events (id, campaign, variant, event_type, source, received_at, event_time) "
              + "VALUES ('evt-bad', 'c', 'A', 'impression', 'web', 1, 1)")
        }
      }
      #expect(try store.storedEventCount() == 3)
      // The rollups were filled from the two old events by the migration.
      let sums = try store.reportSums(EventQuery(campaign: "summer-sale"))
      #expect(sums.origin == .rollup)
      #expect(sums.sums(of: "A")?.units == 2 && sums.sums(of: "A")?.anonymousImpressions == 2)
    }
  }
}
