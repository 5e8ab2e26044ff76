import Analytics

/// The delivery ledger's tables on the writer's connection, inside the insert's transaction.
struct SQLiteDeliveryStorage: DeliveryLedgerStorage {
  let connection: SQLiteConnection

  func lockInstall(_ install: String) throws(EventStoreError) -> (highest: Int64, version: String?) {
    let statement = try connection.statement(DeliverySQL.lockInstall)
    defer { statement.reset() }
    try statement.bind([.text(install)])
    guard try statement.step() else { return (0, nil) }
    return (statement.int64(0), statement.text(1))
  }

  func setInstall(_ install: String, highest: Int64, version: String?) throws(EventStoreError) {
    try connection.run(DeliverySQL.setInstall, [.text(install), .integer(highest), .text(version)])
  }

  func gap(of install: String, atOrBelow seq: Int64) throws(EventStoreError) -> DeliveryGap? {
    let statement = try connection.statement(DeliverySQL.gapAtOrBelow)
    defer { statement.reset() }
    try statement.bind([.text(install), .integer(seq)])
    guard try statement.step() else { return nil }
    return DeliveryGap(
      install: install, low: statement.int64(0), high: statement.int64(1), closedAt: statement.int64(2),
      version: statement.text(3) ?? "")
  }

  func insertGap(_ gap: DeliveryGap) throws(EventStoreError) {
    try connection.run(
      DeliverySQL.insertGap,
      [.text(gap.install), .integer(gap.low), .integer(gap.high), .integer(gap.closedAt), .text(gap.version)])
  }

  func deleteGap(of install: String, low: Int64) throws(EventStoreError) {
    try connection.run(DeliverySQL.deleteGap, [.text(install), .integer(low)])
  }

  func addVersion(_ version: String, of install: String) throws(EventStoreError) -> Bool {
    try connection.scalar(DeliverySQL.addVersion, [.text(install), .text(version)]) != nil
  }

  func addCounts(_ counts: DeliveryCounts, for key: DeliveryCounts.Key) throws(EventStoreError) {
    try connection.run(
      DeliverySQL.addCounts,
      [
        .text(key.appVersion), .integer(key.sequenced ? 1 : 0), .integer(0), .integer(counts.received),
        .integer(counts.installs), .integer(counts.duplicates),
      ])
  }
}
