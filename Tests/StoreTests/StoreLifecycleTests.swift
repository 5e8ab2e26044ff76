import Analytics
import Dispatch
import Synchronization
import TestSupport
import Testing

/// Migrations, health and closing: the same behaviour on SQLite and PostgreSQL.
@Suite("Event store migrations and health, both backends")
struct StoreLifecycleTests {
  @Test(arguments: StoreBackend.enabled)
  func migrationsRunOnceAndAReopenedDatabaseKeepsItsData(_ backend: StoreBackend) throws {
    let database = try backend.makeDatabase()
    do {
      let store = try database.open()
      defer { store.close() }
      #expect(try store.migrate() == backend.migrationCount)
      #expect(try store.migrate() == 0)
      _ = try store.insert([makeEvent("evt-keep-1"), makeEvent("evt-keep-2", type: .tap)])
    }
    let reopened = try database.open()
    defer { reopened.close() }
    #expect(try reopened.migrate() == 0)
    #expect(try reopened.storedEventCount() == 2)
    #expect(try reopened.event(id: "evt-keep-2")?.type == .tap)
  }

  @Test(arguments: StoreBackend.enabled)
  func storesStartingTogetherMigrateOnce(_ backend: StoreBackend) throws {
    let database = try backend.makeDatabase()
    let stores = try (0..<4).map { _ in try database.open() }
    defer { stores.forEach { $0.close() } }
    let applied = Mutex<[Result<Int, EventStoreError>]>([])
    DispatchQueue.concurrentPerform(iterations: stores.count) { index in
      let result = Result { () throws(EventStoreError) in try stores[index].migrate() }
      applied.withLock { $0.append(result) }
    }
    let counts = try applied.withLock { $0 }.map { try $0.get() }
    #expect(counts.sorted() == [0, 0, 0, backend.migrationCount])
    for store in stores { try store.checkHealth() }
  }

  @Test(arguments: StoreBackend.enabled)
  func healthNeedsAMigratedSchema(_ backend: StoreBackend) throws {
    let database = try backend.makeDatabase()
    let store = try database.open()
    defer { store.close() }
    #expect { try store.checkHealth() } throws: { storeErrorKind($0) == .unavailable }
    try store.migrate()
    try store.checkHealth()
  }

  @Test(arguments: StoreBackend.enabled)
  func aClosedStoreIsUnavailable(_ backend: StoreBackend) throws {
    try backend.withStore { store throws in
      store.close()
      store.close()
      #expect { try store.insert([makeEvent("evt-closed-1")]) } throws: { storeErrorKind($0) == .unavailable }
      #expect { try store.checkHealth() } throws: { storeErrorKind($0) == .unavailable }
      #expect { try store.storedEventCount() } throws: { storeErrorKind($0) == .unavailable }
    }
  }
}
