import Analytics
import Foundation
import TestSupport
import Testing

/// An event of the event client: an install, its sequence number and the app's version.
private func sequenced(
  _ id: String, install: String, seq: Int64, version: String?, receivedAt: Int64 = storeNow - 86_400_000,
  campaign: String = "summer-sale"
) -> Event {
  var event = makeEvent(
    id, campaign: campaign, variant: campaign == "trio" ? "x" : "A", receivedAt: receivedAt)
  event.install = install
  event.seq = seq
  event.appVersion = version
  return event
}

/// The delivery ledger on both stores: the new fields stored, gaps after the grace period,
/// duplicates counted durably in the insert's transaction, an old database migrated.
@Suite("Delivery ledger, both backends")
struct StoreDeliveryTests {
  /// Install i1 ran 1.0 then 2.0 and lost seqs 3, 5 and 6; i2 (2.0) lost seq 1, its later events only
  /// just arrived; i3 sends no version; two events from the previews have no seq. Across campaigns.
  static let fixture: [Event] = [
    sequenced("evt-i1-0001", install: "i1", seq: 1, version: "1.0"),
    sequenced("evt-i1-0002", install: "i1", seq: 2, version: "1.0", campaign: "trio"),
    sequenced("evt-i1-0004", install: "i1", seq: 4, version: "1.0"),
    sequenced("evt-i1-0007", install: "i1", seq: 7, version: "2.0", campaign: "trio"),
    sequenced("evt-i1-0008", install: "i1", seq: 8, version: "2.0", receivedAt: storeNow - 10_000),
    sequenced("evt-i2-0002", install: "i2", seq: 2, version: "2.0", receivedAt: storeNow - 10_000),
    sequenced("evt-i2-0003", install: "i2", seq: 3, version: "2.0", receivedAt: storeNow - 10_000),
    sequenced("evt-i3-0001", install: "i3", seq: 1, version: nil),
    makeEvent("evt-plain-01", source: .preview), makeEvent("evt-plain-02"),
  ]

  @Test(arguments: StoreBackend.enabled)
  func theNewFieldsRoundTripAndOldEventsHaveNone(_ backend: StoreBackend) throws {
    try backend.withStore { store throws in
      #expect(try store.insert(Self.fixture).accepted == Self.fixture.count)
      for event in Self.fixture { #expect(try store.event(id: event.id) == event) }
      var odd = sequenced(
        "evt-odd-0001", install: String(repeating: "~", count: 64), seq: 9_007_199_254_740_991,
        version: "2.0 ü (1)")
      odd.user = "u"
      _ = try store.insert([odd])
      #expect(try store.event(id: odd.id) == odd)
    }
  }

  @Test(arguments: StoreBackend.enabled)
  func gapsCountOnceTheGracePeriodHasPassed(_ backend: StoreBackend) throws {
    try backend.withStore { store throws in
      _ = try store.insert(Self.fixture)
      // i2's seq 2 arrived 10 s ago: within an hour's grace its missing seq 1 is not a gap yet.
      let early = try store.deliveryLedger(grace: 3600, now: storeNow)
      #expect(
        early.rows == [
          DeliveryRow(appVersion: "1.0", installs: 1, received: 3, gaps: 1),
          DeliveryRow(appVersion: "2.0", installs: 2, received: 4, gaps: 2),
          DeliveryRow(appVersion: nil, installs: 1, received: 1, gaps: 0),
        ])
      #expect(early.unsequenced == 2 && early.unsequencedDuplicates == 0 && early.grace == 3600)
      #expect(early.rows[1].lossRate == 2.0 / 6)
      // An hour later (or with no grace) it is.
      let later = try store.deliveryLedger(grace: 3600, now: storeNow + 3_600_000)
      #expect(later.rows.map(\.gaps) == [1, 3, 0])
      #expect(try store.deliveryLedger(grace: 0, now: storeNow).rows.map(\.gaps) == [1, 3, 0])
      // Before everything arrived, nothing counts.
      #expect(try store.deliveryLedger(grace: 86_400 * 2, now: storeNow).rows.map(\.gaps) == [0, 0, 0])
      // The missing 5 and 6 arrive late: i1's seq 7 no longer stands above a gap.
      _ = try store.insert([
        sequenced("evt-i1-0005", install: "i1", seq: 5, version: "1.0", receivedAt: storeNow),
        sequenced("evt-i1-0006", install: "i1", seq: 6, version: "1.0", receivedAt: storeNow),
      ])
      let filled = try store.deliveryLedger(grace: 0, now: storeNow)
      #expect(filled.rows.map(\.gaps) == [1, 1, 0] && filled.rows.map(\.received) == [5, 4, 1])
    }
  }

  @Test(arguments: StoreBackend.enabled)
  func duplicatesAreCountedPerVersionAndSurviveAReopen(_ backend: StoreBackend) throws {
    let database = try backend.makeDatabase()
    do {
      let store = try database.open()
      defer { store.close() }
      try store.migrate()
      _ = try store.insert(Self.fixture)
      // A retried request whose events are all duplicates: each one counts.
      let retry = try store.insert([Self.fixture[2], Self.fixture[3], Self.fixture[8]])
      #expect(retry.duplicates == 3)
      // Twice within one batch, and a new id reusing i2's seq 3: duplicates of 2.0, not received.
      let again = try store.insert([
        Self.fixture[3], sequenced("evt-i2-0003-again", install: "i2", seq: 3, version: "2.0"),
      ])
      #expect(again.isDuplicate == [true, false])
      // A failed insert adds nothing (all or nothing).
      let broken = makeEvent("evt-broken-01", type: .impression, trigger: .banner)
      #expect(throws: EventStoreError.self) { try store.insert([Self.fixture[0], broken]) }
    }
    let reopened = try database.open()
    defer { reopened.close() }
    try reopened.migrate()
    let ledger = try reopened.deliveryLedger(grace: 0, now: storeNow)
    #expect(ledger.rows.map(\.duplicates) == [1, 3, 0])
    #expect(ledger.rows.map(\.received) == [3, 4, 1])
    #expect(ledger.unsequenced == 2 && ledger.unsequencedDuplicates == 1)
  }

  @Test(arguments: StoreBackend.enabled)
  func anEmptyDatabaseHasAnEmptyLedger(_ backend: StoreBackend) throws {
    try backend.withStore { store throws in
      #expect(try store.deliveryLedger(grace: 60, now: storeNow) == DeliveryLedger(grace: 60))
    }
  }

  @Test(arguments: StoreBackend.enabled)
  func aDatabaseFromBeforeTheLedgerGetsTheColumns(_ backend: StoreBackend) throws {
    let database = try backend.makeDatabase()
    let store = try database.open()
    defer { store.close() }
    let old = [makeEvent("evt-old-0001", user: "u1"), makeEvent("evt-old-0002", type: .tap, user: "u1")]
    let before = backend.migrationIndex(named: "delivery ledger")
    try StoreBackend.atOldSchema(store, migrations: before, then: [StoreRollupUpgradeTests.insertSQL(old)])
    #expect(try store.migrate() == backend.migrationCount - before)  // the ledger and those after it
    try store.checkHealth()
    for event in old { #expect(try store.event(id: event.id) == event) }
    _ = try store.insert(Self.fixture)
    let ledger = try store.deliveryLedger(grace: 0, now: storeNow)
    #expect(ledger.unsequenced == 4 && ledger.rows.map(\.received) == [3, 4, 1])
    #expect(try store.migrate() == 0)
  }

  /// Purging events (retention, erasure, previews) changes no figure: the ledger says what was
  /// delivered, and a purged event's retry still counts as a duplicate, not as a new event.
  @Test(arguments: StoreBackend.enabled)
  func purgingEventsLeavesTheLedgerAsItWas(_ backend: StoreBackend) throws {
    try backend.withStore { store throws in
      _ = try store.insert(Self.fixture)
      let before = try store.deliveryLedger(grace: 0, now: storeNow)
      #expect(try store.purge(PurgeFilter(before: storeNow + 1)) == Self.fixture.count)
      #expect(try store.deliveryLedger(grace: 0, now: storeNow) == before)
      // i1's seq 2 sent again after its purge: stored again as an event, a duplicate in the ledger.
      #expect(try store.insert([Self.fixture[1]]).accepted == 1)
      let retried = try store.deliveryLedger(grace: 0, now: storeNow)
      #expect(retried.rows.map(\.duplicates) == [1, 0, 0] && retried.rows.map(\.received) == [3, 4, 1])
      // A new event above i1's highest still closes a gap after the purge: 9 arrives, 10 skipped, 11.
      _ = try store.insert([
        sequenced("evt-i1-0009", install: "i1", seq: 9, version: "2.0"),
        sequenced("evt-i1-0011", install: "i1", seq: 11, version: "2.0"),
      ])
      #expect(try store.deliveryLedger(grace: 0, now: storeNow).rows.map(\.gaps) == [1, 4, 0])
    }
  }
}
