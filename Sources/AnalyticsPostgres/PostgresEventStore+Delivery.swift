import Analytics

extension PostgresEventStore {
  static let deliverySQL = DeliverySQL.ledger(cutoff: "$1::int8")

  public func deliveryLedger(grace: Int64, now: Int64) throws(EventStoreError) -> DeliveryLedger {
    let cutoff = now &- grace.multipliedReportingOverflow(by: 1000).partialValue
    return try withReader { connection throws(EventStoreError) in
      // One snapshot for the events and the counter.
      try connection.execute("BEGIN READ ONLY ISOLATION LEVEL REPEATABLE READ")
      let result: PostgresResult
      do throws(EventStoreError) {
        result = try connection.query(Self.deliverySQL, [.integer(cutoff)])
        try connection.execute("COMMIT")
      } catch {
        connection.rollbackIfNeeded()
        throw error
      }
      let rows = (0..<result.rowCount).map { row in
        DeliverySQL.Row(
          part: result.text(row, 0) ?? "", appVersion: result.text(row, 1) ?? "",
          sequenced: (result.integer(row, 2) ?? 0) != 0, installs: Int(result.integer(row, 3) ?? 0),
          received: Int(result.integer(row, 4) ?? 0), gaps: Int(result.integer(row, 5) ?? 0),
          duplicates: Int(result.integer(row, 6) ?? 0))
      }
      return DeliveryLedger(grace: grace, queryRows: rows)
    }
  }
}
