/// The ledger's tables as ``DeliveryLedgerWriter`` reads and writes them inside an insert's
/// transaction (each store implements it on its connection with ``DeliverySQL``'s statements).
public protocol DeliveryLedgerStorage {
  /// The install's highest received seq (0 for a new install) and the version it last sent (already
  /// recorded by ``addVersion(_:of:)``; nil for none), its row locked until the transaction ends
  /// (PostgreSQL: two writers with the same install's events take turns).
  func lockInstall(_ install: String) throws(EventStoreError) -> (highest: Int64, version: String?)
  /// Sets the install's highest received seq and last version.
  func setInstall(_ install: String, highest: Int64, version: String?) throws(EventStoreError)
  /// The stored run of the install's missing numbers with the greatest `low` at or below `seq`.
  func gap(of install: String, atOrBelow seq: Int64) throws(EventStoreError) -> DeliveryGap?
  /// Stores a run.
  func insertGap(_ gap: DeliveryGap) throws(EventStoreError)
  /// Deletes the install's run starting at `low`.
  func deleteGap(of install: String, low: Int64) throws(EventStoreError)
  /// Records that the install sent events of `version`; true when it hadn't before.
  func addVersion(_ version: String, of install: String) throws(EventStoreError) -> Bool
  /// Adds to the counters of a (version, sequenced) key.
  func addCounts(_ counts: DeliveryCounts, for key: DeliveryCounts.Key) throws(EventStoreError)
}
