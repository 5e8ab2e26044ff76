import Analytics
import Dispatch
import Synchronization

/// A gate that blocks ``wait()`` until ``open()``, then stays open.
final class Gate: Sendable {
  private let semaphore = DispatchSemaphore(value: 0)
  func open() { semaphore.signal() }
  func wait() {
    semaphore.wait()
    semaphore.signal()
  }
}

/// Wraps a store: every insert signals ``entered`` and then waits for ``gate`` before writing.
final class GatedStore<Base: EventStore>: EventStore {
  let base: Base
  let gate = Gate()
  let entered = DispatchSemaphore(value: 0)
  init(_ base: Base) { self.base = base }

  func insert(_ events: [Event]) throws(EventStoreError) -> InsertResult {
    entered.signal()
    gate.wait()
    return try base.insert(events)
  }
  func migrate() throws(EventStoreError) -> Int { try base.migrate() }
  func reportSums(_ query: EventQuery) throws(EventStoreError) -> ReportSums { try base.reportSums(query) }
  func slicedReportSums(_ query: EventQuery, by dimension: SliceDimension) throws(EventStoreError)
    -> [SliceSums]
  { try base.slicedReportSums(query, by: dimension) }
  func deliveryLedger(grace: Int64, now: Int64) throws(EventStoreError) -> DeliveryLedger {
    try base.deliveryLedger(grace: grace, now: now)
  }
  func purge(_ filter: PurgeFilter) throws(EventStoreError) -> Int { try base.purge(filter) }
  func storedEventCount() throws(EventStoreError) -> Int { try base.storedEventCount() }
  func event(id: String) throws(EventStoreError) -> Event? { try base.event(id: id) }
  func checkHealth() throws(EventStoreError) { try base.checkHealth() }
  func close() { base.close() }
}

/// A store whose every call fails with ``error``; counts the inserts it refused.
final class FailingStore: EventStore {
  let error: EventStoreError
  let inserts = Mutex(0)
  init(_ error: EventStoreError) { self.error = error }

  func insert(_ events: [Event]) throws(EventStoreError) -> InsertResult {
    inserts.withLock { $0 += 1 }
    throw error
  }
  func migrate() throws(EventStoreError) -> Int { throw error }
  func reportSums(_ query: EventQuery) throws(EventStoreError) -> ReportSums { throw error }
  func slicedReportSums(_ query: EventQuery, by dimension: SliceDimension) throws(EventStoreError)
    -> [SliceSums]
  { throw error }
  func deliveryLedger(grace: Int64, now: Int64) throws(EventStoreError) -> DeliveryLedger { throw error }
  func purge(_ filter: PurgeFilter) throws(EventStoreError) -> Int { throw error }
  func storedEventCount() throws(EventStoreError) -> Int { throw error }
  func event(id: String) throws(EventStoreError) -> Event? { throw error }
  func checkHealth() throws(EventStoreError) { throw error }
  func close() {}
}
