import Analytics

extension SQLiteEventStore {
  static let deliverySQL = DeliverySQL.ledger(cutoff: "?1")

  public func deliveryLedger(grace: Int64, now: Int64) throws(EventStoreError) -> DeliveryLedger {
    let cutoff = now &- grace.multipliedReportingOverflow(by: 1000).partialValue
    return try withReader { connection throws(EventStoreError) in
      let statement = try connection.statement(Self.deliverySQL)
      defer { statement.reset() }
      try statement.bind([.integer(cutoff)])
      var rows: [DeliverySQL.Row] = []
      while try statement.step() {
        rows.append(
          DeliverySQL.Row(
            part: statement.text(0) ?? "", appVersion: statement.text(1) ?? "",
            sequenced: statement.int64(2) != 0, installs: Int(statement.int64(3)),
            received: Int(statement.int64(4)), gaps: Int(statement.int64(5)),
            duplicates: Int(statement.int64(6))))
      }
      return DeliveryLedger(grace: grace, queryRows: rows)
    }
  }
}
