import Analytics

/// The delivery ledger's tables on the writer's connection, inside the insert's transaction; the
/// counters go to `shard` (one per transaction, as the rollups' sums).
struct PostgresDeliveryStorage: DeliveryLedgerStorage {
  let connection: PostgresConnection
  let shard: Int64

  private static let lockInstallSQL = DeliverySQL.postgres(DeliverySQL.lockInstall)
  private static let setInstallSQL = DeliverySQL.postgres(DeliverySQL.setInstall)
  private static let gapSQL = DeliverySQL.postgres(DeliverySQL.gapAtOrBelow)
  private static let insertGapSQL = DeliverySQL.postgres(DeliverySQL.insertGap)
  private static let deleteGapSQL = DeliverySQL.postgres(DeliverySQL.deleteGap)
  private static let addVersionSQL = DeliverySQL.postgres(DeliverySQL.addVersion)
  private static let addCountsSQL = DeliverySQL.postgres(DeliverySQL.addCounts)

  func lockInstall(_ install: String) throws(EventStoreError) -> (highest: Int64, version: String?) {
    let result = try connection.query(Self.lockInstallSQL, [.text(install)])
    return (result.integer(0, 0) ?? 0, result.text(0, 1))
  }

  func setInstall(_ install: String, highest: Int64, version: String?) throws(EventStoreError) {
    _ = try connection.query(Self.setInstallSQL, [.text(install), .integer(highest), .text(version)])
  }

  func gap(of install: String, atOrBelow seq: Int64) throws(EventStoreError) -> DeliveryGap? {
    let result = try connection.query(Self.gapSQL, [.text(install), .integer(seq)])
    guard result.rowCount > 0 else { return nil }
    return DeliveryGap(
      install: install, low: result.integer(0, 0) ?? 0, high: result.integer(0, 1) ?? 0,
      closedAt: result.integer(0, 2) ?? 0, version: result.text(0, 3) ?? "")
  }

  func insertGap(_ gap: DeliveryGap) throws(EventStoreError) {
    _ = try connection.query(
      Self.insertGapSQL,
      [.text(gap.install), .integer(gap.low), .integer(gap.high), .integer(gap.closedAt), .text(gap.version)])
  }

  func deleteGap(of install: String, low: Int64) throws(EventStoreError) {
    _ = try connection.query(Self.deleteGapSQL, [.text(install), .integer(low)])
  }

  func addVersion(_ version: String, of install: String) throws(EventStoreError) -> Bool {
    try connection.query(Self.addVersionSQL, [.text(install), .text(version)]).rowCount > 0
  }

  func addCounts(_ counts: DeliveryCounts, for key: DeliveryCounts.Key) throws(EventStoreError) {
    _ = try connection.query(
      Self.addCountsSQL,
      [
        .text(key.appVersion), .integer(key.sequenced ? 1 : 0), .integer(shard), .integer(counts.received),
        .integer(counts.installs), .integer(counts.duplicates),
      ])
  }
}
