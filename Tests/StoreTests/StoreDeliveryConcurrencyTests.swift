import Analytics
import Dispatch
import Synchronization
import TestSupport
import Testing

/// The delivery ledger with two stores writing one database at once (two server instances): the same
/// installs' events arrive shuffled through both, some batches twice (once to each), a few seqs never;
/// the ledger must come out as the rule read over everything says, whatever the interleaving (on
/// PostgreSQL the install rows are locked in one order, so writers take turns without deadlocking).
@Suite("Delivery ledger under concurrent writers, both backends")
struct StoreDeliveryConcurrencyTests {
  @Test(arguments: StoreBackend.enabled)
  func twoWritersKeepOneLedger(_ backend: StoreBackend) throws {
    let database = try backend.makeDatabase()
    let stores = try (0..<2).map { _ in try database.open() }
    defer { stores.forEach { $0.close() } }
    for store in stores { try store.migrate() }

    var random = SplitMix64(seed: 2026)
    let installs = 6
    let perInstall = 300
    var events: [Event] = []
    var lost: [String: Set<Int64>] = [:]
    for install in 0..<installs {
      for seq in 1...perInstall {
        if seq < perInstall, Int.random(in: 0..<40, using: &random) == 0 {
          lost["install-\(install)", default: []].insert(Int64(seq))
          continue
        }
        var event = makeEvent("dc-\(install)-\(seq)", user: "u\(install)", receivedAt: storeNow - 1000)
        event.install = "install-\(install)"
        event.seq = Int64(seq)
        event.appVersion = seq <= perInstall / 2 ? "1.0" : "2.0"
        events.append(event)
      }
    }
    events.shuffle(using: &random)
    let batches = stride(from: 0, to: events.count, by: 10).map {
      Array(events[$0..<min($0 + 10, events.count)])
    }
    // Every fifth batch goes to both stores (a retry that reached the other instance).
    let twice = Set(batches.indices.filter { _ in Int.random(in: 0..<5, using: &random) == 0 })
    let failures = Mutex<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for index in stride(from: thread, to: batches.count, by: 4) {
        let targets =
          twice.contains(index) ? [stores[thread % 2], stores[1 - thread % 2]] : [stores[thread % 2]]
        for store in targets {
          do { _ = try store.insert(batches[index]) } catch {
            failures.withLock { $0.append("\(error)") }
          }
        }
      }
    }
    #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0.prefix(3) })")

    // The rule over everything: each gap counts for the version of the next received seq.
    var expected: [String: DeliveryRow] = [:]
    for version in ["1.0", "2.0"] { expected[version] = DeliveryRow(appVersion: version, installs: installs) }
    for event in events { expected[event.appVersion!]!.received += 1 }
    for index in twice { for event in batches[index] { expected[event.appVersion!]!.duplicates += 1 } }
    for (_, seqs) in lost {
      for seq in seqs {
        var next = seq + 1
        while seqs.contains(next) { next += 1 }
        expected[next <= Int64(perInstall / 2) ? "1.0" : "2.0"]!.gaps += 1
      }
    }
    for store in stores {
      let ledger = try store.deliveryLedger(grace: 0, now: storeNow)
      #expect(ledger.rows == [expected["1.0"]!, expected["2.0"]!])
      #expect(ledger.unsequenced == 0 && ledger.unsequencedDuplicates == 0)
    }
    #expect(lost.values.map(\.count).reduce(0, +) > 10 && twice.count > 20)
  }
}
