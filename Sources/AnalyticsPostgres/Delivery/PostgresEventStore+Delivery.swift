import Analytics

extension PostgresEventStore {
  private static let gapsSQL = DeliverySQL.postgres(DeliverySQL.gaps)

  public func deliveryLedger(grace: Int64, now: Int64) throws(EventStoreError) -> DeliveryLedger {
    let cutoff = now &- grace.multipliedReportingOverflow(by: 1000).partialValue
    return try withReader { connection throws(EventStoreError) in
      // One snapshot for the counters and the gaps.
      try connection.execute("BEGIN READ ONLY ISOLATION LEVEL REPEATABLE READ")
      do throws(EventStoreError) {
        let countRows = try connection.query(DeliverySQL.counts)
        let counts = (0..<countRows.rowCount).map { row in
          (
            key: DeliveryCounts.Key(
              appVersion: countRows.text(row, 0) ?? "", sequenced: (countRows.integer(row, 1) ?? 0) != 0),
            counts: DeliveryCounts(
              received: countRows.integer(row, 2) ?? 0, installs: countRows.integer(row, 3) ?? 0,
              duplicates: countRows.integer(row, 4) ?? 0)
          )
        }
        let gapRows = try connection.query(Self.gapsSQL, [.integer(cutoff)])
        let gaps = (0..<gapRows.rowCount).map { row in
          (version: gapRows.text(row, 0) ?? "", gaps: gapRows.integer(row, 1) ?? 0)
        }
        try connection.execute("COMMIT")
        return DeliveryLedger(grace: grace, counts: counts, gaps: gaps)
      } catch {
        connection.rollbackIfNeeded()
        throw error
      }
    }
  }
}
