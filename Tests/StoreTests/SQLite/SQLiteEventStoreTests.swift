import Analytics
import Foundation
import TestSupport
import Testing

@testable import AnalyticsSQLite

@Suite("SQLite event store")
struct SQLiteEventStoreTests {
  @Test func migrationsRunOnceAndAReopenedDatabaseKeepsItsData() throws {
    try withTemporaryDirectory { folder throws in
      let path = folder.appendingPathComponent("events.sqlite").path
      do {
        let store = try SQLiteEventStore(path: path)
        #expect(try store.migrate() == StoreBackend.sqlite.migrationCount)
        #expect(try store.migrate() == 0)
        _ = try store.insert([makeEvent("evt-keep-1"), makeEvent("evt-keep-2", type: .tap)])
      }  // released: deinit closes
      let reopened = try SQLiteEventStore(path: path)
      defer { reopened.close() }
      #expect(try reopened.migrate() == 0)
      #expect(try reopened.storedEventCount() == 2)
      #expect(try reopened.event(id: "evt-keep-2")?.type == .tap)
      let rows = try reopened.withReader { connection throws(EventStoreError) in
        try connection.scalar("SELECT count(*) FROM schema_migrations")
      }
      #expect(rows == Int64(StoreBackend.sqlite.migrationCount))
      // Migration 2 dropped the purge-only indexes: the report's covering index and the id's remain
      // (the delivery ledger's migration 5 adds none: every index costs each insert).
      let indexes = try reopened.withReader { connection throws(EventStoreError) in
        try connection.text(
          "SELECT group_concat(name, ',') FROM (SELECT name FROM sqlite_master "
            + "WHERE type = 'index' AND tbl_name = 'events' ORDER BY name)")
      }
      #expect(indexes == "events_report,sqlite_autoindex_events_1")
    }
  }

  @Test func openingCreatesTheFileAndItsFolderInWALMode() throws {
    try withTemporaryDirectory { folder throws in
      let path = folder.appendingPathComponent("a/b/events.sqlite").path
      let store = try SQLiteEventStore(path: path)
      defer { store.close() }
      try store.migrate()
      _ = try store.insert([makeEvent("evt-wal-01")])
      #expect(FileManager.default.fileExists(atPath: path))
      #expect(FileManager.default.fileExists(atPath: path + "-wal"))
      let settings = try store.withWriter { connection throws(EventStoreError) in
        [
          try connection.text("PRAGMA journal_mode"),
          try connection.scalar("PRAGMA synchronous").map(String.init),
        ]
      }
      #expect(settings == ["wal", "2"])  // 2 = FULL
    }
  }

  @Test func twoStoresOnOneFileMigrateOnceAndShareIDs() throws {
    try withTemporaryDirectory { folder throws in
      let path = folder.appendingPathComponent("events.sqlite").path
      let first = try SQLiteEventStore(path: path)
      let second = try SQLiteEventStore(path: path)
      defer {
        first.close()
        second.close()
      }
      #expect(try first.migrate() + second.migrate() == StoreBackend.sqlite.migrationCount)
      #expect(try first.insert([makeEvent("evt-shared-1")]).isDuplicate == [false])
      #expect(
        try second.insert([makeEvent("evt-shared-1"), makeEvent("evt-shared-2")]).isDuplicate == [
          true, false,
        ])
      #expect(try first.storedEventCount() == 2)
    }
  }

  @Test func duplicatesWithinABatchAndAcrossBatchesAreStoredOnce() throws {
    try withTemporaryStore { (store, _) throws in
      let first = try store.insert([
        makeEvent("evt-dup-01"), makeEvent("evt-dup-02"), makeEvent("evt-dup-01"),
      ])
      #expect(first.isDuplicate == [false, false, true])
      #expect(first.accepted == 2 && first.duplicates == 1)
      let second = try store.insert([makeEvent("evt-dup-02"), makeEvent("evt-dup-03")])
      #expect(second.isDuplicate == [true, false])
      #expect(try store.storedEventCount() == 3)
      // A duplicate keeps the first event's fields.
      _ = try store.insert([makeEvent("evt-dup-03", type: .tap)])
      #expect(try store.event(id: "evt-dup-03")?.type == .impression)
    }
  }

  @Test func everyFieldRoundTrips() throws {
    try withTemporaryStore { (store, _) throws in
      let events = [
        Event(
          id: "evt-round-1", campaign: "trio", variant: "y", type: .close, trigger: .closeButton,
          user: "nul\u{0}inside 😀", source: .preview, ts: 1_700_000_000_123, receivedAt: fixtureNow),
        Event(
          id: "evt-round-2", campaign: "summer-sale", variant: "A", type: .tap, trigger: .banner, user: "",
          source: .app, ts: nil, receivedAt: fixtureNow - 5),
        makeEvent("evt-round-3"),
      ]
      _ = try store.insert(events)
      for event in events { #expect(try store.event(id: event.id) == event) }
      #expect(try store.event(id: "evt-missing") == nil)
    }
  }

  @Test func aFailedInsertStoresNothing() throws {
    try withTemporaryStore { (store, _) throws in
      // Not valid by the contract (an impression with a trigger): the schema's CHECK refuses it.
      let broken = makeEvent("evt-broken", type: .impression, trigger: .banner)
      #expect {
        try store.insert([makeEvent("evt-before-1"), broken])
      } throws: { ($0 as? EventStoreError)?.kind == .constraint }
      #expect(try store.storedEventCount() == 0)
      try store.checkHealth()  // a constraint failure is not the database's health
      #expect(try store.insert([makeEvent("evt-before-1")]).isDuplicate == [false])
    }
  }

  @Test func aFullDiskFailsTheBatchAndRecovers() throws {
    try withTemporaryStore { (store, _) throws in
      _ = try store.insert([makeEvent("evt-full-00")])
      let limit = try store.setMaxPageCountForTesting(1)  // never below the current size
      let big = (0..<2_000).map {
        makeEvent("evt-full-\(1_000 + $0)", user: String(repeating: "u", count: 128))
      }
      var failure: EventStoreError?
      do throws(EventStoreError) { _ = try store.insert(big) } catch { failure = error }
      #expect(failure?.kind == .full, "limit \(limit) pages")
      #expect(failure?.isTransient == true)
      #expect(try store.storedEventCount() == 1)
      #expect(throws: EventStoreError.self) { try store.checkHealth() }
      try store.setMaxPageCountForTesting(1_000_000)
      #expect(try store.insert(big).accepted == 2_000)
      try store.checkHealth()
    }
  }

  @Test func healthNeedsAMigratedSchema() throws {
    try withTemporaryDirectory { folder throws in
      let store = try SQLiteEventStore(path: folder.appendingPathComponent("events.sqlite").path)
      defer { store.close() }
      var failure: EventStoreError?
      do throws(EventStoreError) { try store.checkHealth() } catch { failure = error }
      #expect(failure?.kind == .unavailable)
      try store.migrate()
      try store.checkHealth()
    }
  }

  @Test func aClosedStoreIsUnavailable() throws {
    try withTemporaryStore { (store, _) throws in
      store.close()
      store.close()
      #expect { try store.insert([makeEvent("evt-closed-1")]) } throws: {
        ($0 as? EventStoreError)?.kind == .unavailable
      }
      #expect { try store.checkHealth() } throws: { ($0 as? EventStoreError)?.kind == .unavailable }
      #expect { try store.storedEventCount() } throws: { ($0 as? EventStoreError)?.kind == .unavailable }
    }
  }

  @Test func aFileThatIsNotADatabaseIsUnavailable() throws {
    try withTemporaryDirectory { folder throws in
      let path = folder.appendingPathComponent("junk.sqlite").path
      try Data(repeating: 0x41, count: 8_192).write(to: URL(fileURLWithPath: path))
      #expect { try SQLiteEventStore(path: path) } throws: { ($0 as? EventStoreError)?.kind == .unavailable }
      #expect { try SQLiteEventStore(path: folder.path) } throws: {
        ($0 as? EventStoreError)?.kind == .unavailable
      }
    }
  }

  @Test func aNewerSchemaIsRefused() throws {
    try withTemporaryStore { (store, _) throws in
      _ = try store.withWriter { connection throws(EventStoreError) in
        try connection.run(
          "INSERT INTO schema_migrations (version, name, applied_at) VALUES (99, 'future', 0)")
      }
      #expect { try store.migrate() } throws: {
        ($0 as? EventStoreError)?.kind == .unavailable && "\($0)".contains("newer")
      }
    }
  }
}
