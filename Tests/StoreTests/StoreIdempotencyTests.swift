import Analytics
import TestSupport
import Testing

/// Idempotent, all-or-nothing inserts: the same behaviour on SQLite and PostgreSQL.
@Suite("Event store inserts, both backends")
struct StoreIdempotencyTests {
  @Test(arguments: StoreBackend.enabled)
  func duplicatesWithinABatchAndAcrossBatchesAreStoredOnce(_ backend: StoreBackend) throws {
    try backend.withStore { store throws in
      let first = try store.insert([
        makeEvent("evt-dup-01"), makeEvent("evt-dup-02"), makeEvent("evt-dup-01", type: .tap),
        makeEvent("evt-dup-01"),
      ])
      #expect(first.isDuplicate == [false, false, true, true])
      #expect(first.accepted == 2 && first.duplicates == 2)
      let second = try store.insert([
        makeEvent("evt-dup-02"), makeEvent("evt-dup-03"), makeEvent("evt-dup-03"),
      ])
      #expect(second.isDuplicate == [true, false, true])
      #expect(try store.storedEventCount() == 3)
      // The first event of an id is the one kept, within a batch and across batches.
      #expect(try store.event(id: "evt-dup-01")?.type == .impression)
      _ = try store.insert([makeEvent("evt-dup-03", type: .tap)])
      #expect(try store.event(id: "evt-dup-03")?.type == .impression)
      #expect(try store.insert([]).isDuplicate == [])
    }
  }

  @Test(arguments: StoreBackend.enabled)
  func everyFieldRoundTrips(_ backend: StoreBackend) throws {
    try backend.withStore { store throws in
      let events = [
        Event(
          id: "evt-round-1", campaign: "trio", variant: "y", type: .close, trigger: .closeButton,
          user: "nul\u{0}inside 😀 \u{10}0 \"quoted\" \\ {a,b} NULL", source: .preview, ts: 1_700_000_000_123,
          receivedAt: storeNow),
        Event(
          id: "evt-round-2", campaign: "summer-sale", variant: "A", type: .tap, trigger: .banner, user: "",
          source: .app, ts: nil, receivedAt: storeNow - 5),
        makeEvent("evt-round-3", user: "NULL"),
        makeEvent("evt-round-4", ts: .max, receivedAt: .min),
      ]
      #expect(try store.insert(events).accepted == 4)
      for event in events { #expect(try store.event(id: event.id) == event) }
      #expect(try store.event(id: "evt-missing") == nil)
    }
  }

  @Test(arguments: StoreBackend.enabled)
  func aFailedInsertStoresNothing(_ backend: StoreBackend) throws {
    try backend.withStore { store throws in
      // Not valid by the contract (an impression with a trigger): the schema's CHECK refuses it.
      let broken = makeEvent("evt-broken", type: .impression, trigger: .banner)
      #expect { try store.insert([makeEvent("evt-before-1"), broken]) } throws: {
        storeErrorKind($0) == .constraint
      }
      #expect(try store.storedEventCount() == 0)
      try store.checkHealth()  // a constraint failure is not the database's health
      #expect(try store.insert([makeEvent("evt-before-1")]).isDuplicate == [false])
    }
  }

  @Test(arguments: StoreBackend.enabled)
  func aLargeBatchIsOneInsert(_ backend: StoreBackend) throws {
    try backend.withStore { store throws in
      let events = (0..<5_000).map { makeEvent("evt-large-\($0)", user: "user \($0 % 97)") }
      #expect(try store.insert(events).accepted == 5_000)
      #expect(try store.insert(events + [makeEvent("evt-large-new")]).accepted == 1)
      #expect(try store.storedEventCount() == 5_001)
    }
  }
}
