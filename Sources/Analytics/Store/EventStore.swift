/// Durable storage of events, idempotent on the event id; SQLite and PostgreSQL implement it.
///
/// Implementations are safe to call from any thread. ``insert(_:)`` is meant for one writer thread (the
/// ``GroupCommitWriter``); the queries may run concurrently with it on their own connection.
public protocol EventStore: Sendable {
  /// Creates or upgrades the schema, once; safe when several processes start together.
  /// Returns the number of migrations applied now (0 when the schema was current).
  @discardableResult
  func migrate() throws(EventStoreError) -> Int

  /// Stores `events` in one transaction, skipping ids already stored (`ON CONFLICT(id) DO NOTHING`).
  /// A repeated id within `events` is new the first time and a duplicate after. All or nothing: the
  /// duplicates are added to the delivery ledger's counter in the same transaction.
  func insert(_ events: [Event]) throws(EventStoreError) -> InsertResult

  /// The report's sums per variant (``ReportSums``): from the rollups kept at ingest when they can
  /// answer (no time bounds, or whole UTC days), else counted from the events per user and then per
  /// variant (``ReportSumsQuery``); ``ReportSums/origin`` says which. Variants without events in scope
  /// are left out.
  func reportSums(_ query: EventQuery) throws(EventStoreError) -> ReportSums

  /// The report's sums per slice of `dimension` (``SliceDimension``: a user in the slice of their first
  /// stored event in scope): for the whole campaign from the daily rollups held in memory when the store
  /// holds them (``RangeCache``), else counted from the events (``SlicedSumsQuery``); every slice with
  /// an event in scope, in ``SlicedSumsQuery/slices(_:)`` order.
  func slicedReportSums(_ query: EventQuery, by dimension: SliceDimension) throws(EventStoreError)
    -> [SliceSums]

  /// The delivery ledger over every stored event (``DeliveryLedger``): a gap counts when the event
  /// above it was received at or before `now − grace` (`now` in epoch milliseconds, `grace` in
  /// seconds); duplicates come from the counter kept by ``insert(_:)``.
  func deliveryLedger(grace: Int64, now: Int64) throws(EventStoreError) -> DeliveryLedger

  /// Recomputes the rollups (``RollupPlan``) of `campaign`, or of every campaign, from the stored
  /// events in one transaction that keeps writers waiting, so it is safe while servers ingest (their
  /// inserts wait for it, nothing is counted twice). `progress` gets one line per campaign. Returns
  /// the number of campaigns rebuilt.
  @discardableResult
  func rebuildRollups(campaign: String?, progress: (String) -> Void) throws(EventStoreError) -> Int

  /// Starts reading `campaigns`' daily rollups into memory in the background, for whole-day ranges
  /// (``RangeCache``; a store that answers none from memory does nothing); `log` gets a line per
  /// campaign.
  func preloadRanges(_ campaigns: [String], log: @escaping @Sendable (String) -> Void)

  /// Deletes the events matching every condition of `filter` and returns how many.
  /// Throws ``EventStoreError/Kind/invalidRequest`` for an empty filter.
  func purge(_ filter: PurgeFilter) throws(EventStoreError) -> Int

  /// The number of events stored.
  func storedEventCount() throws(EventStoreError) -> Int

  /// The stored event with this id, or `nil`.
  func event(id: String) throws(EventStoreError) -> Event?

  /// Throws when the database can't serve requests (for `/healthz`); the error's message is the reason.
  func checkHealth() throws(EventStoreError)

  /// Closes the connections; later calls throw ``EventStoreError/Kind/unavailable``. Idempotent.
  func close()
}

extension EventStore {
  /// Stores without a range cache (test doubles) do nothing.
  public func preloadRanges(_ campaigns: [String], log: @escaping @Sendable (String) -> Void) {}

  /// Stores without rollups (test doubles) refuse.
  @discardableResult
  public func rebuildRollups(campaign: String?, progress: (String) -> Void) throws(EventStoreError) -> Int {
    throw EventStoreError(.invalidRequest, "This store keeps no rollups.")
  }
}
