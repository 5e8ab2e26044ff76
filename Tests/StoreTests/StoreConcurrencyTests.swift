import Analytics
import Dispatch
import Synchronization
import TestSupport
import Testing

/// Several writers on one database (two server instances, each with its writer thread): each id is
/// stored once and reported new exactly once, whichever writer got it first.
@Suite("Event store under concurrent writers, both backends")
struct StoreConcurrencyTests {
  @Test(arguments: StoreBackend.enabled)
  func twoWritersSendingTheSameIDsStoreEachOnce(_ backend: StoreBackend) throws {
    let database = try backend.makeDatabase()
    let stores = try (0..<2).map { _ in try database.open() }
    defer { stores.forEach { $0.close() } }
    for store in stores { try store.migrate() }
    let writers = stores.map(AnyWriter.init)
    defer { writers.forEach { $0.shutdown() } }
    let accepted = Atomic<Int>(0)
    let duplicates = Atomic<Int>(0)
    let failures = Mutex<[EventStoreError]>([])
    let requests = 200
    let answered = DispatchSemaphore(value: 0)
    // 8 threads, each posting every id of its share twice, once to each writer, in batches of 10.
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for request in 0..<(requests / 8) {
        let events = (0..<10).map { makeEvent("cc-\(thread)-\(request)-\($0)", user: "u\($0)") }
        for writer in (thread % 2 == 0 ? writers : writers.reversed()) {
          let queued = writer.submit(events) { result in
            switch result {
            case .success(let inserted):
              accepted.add(inserted.accepted, ordering: .relaxed)
              duplicates.add(inserted.duplicates, ordering: .relaxed)
            case .failure(let error): failures.withLock { $0.append(error) }
            }
            answered.signal()
          }
          precondition(queued, "the queue holds 10,000 events")
        }
      }
    }
    for _ in 0..<(requests * 2) { answered.wait() }
    #expect(failures.withLock { $0 }.isEmpty)
    #expect(accepted.load(ordering: .relaxed) == requests * 10)
    #expect(duplicates.load(ordering: .relaxed) == requests * 10)
    #expect(try stores[0].storedEventCount() == requests * 10)
    #expect(
      try stores[1].reportSums(EventQuery(campaign: "summer-sale")).variants.first?.impressions == requests
        * 10)
  }
}
