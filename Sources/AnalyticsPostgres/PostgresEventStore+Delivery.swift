import Analytics

extension PostgresEventStore {
  /// Rows fetched from the cursor at a time: bounded memory whatever the number of events.
  static let deliveryFetchSize = 10_000

  public func deliveryLedger(grace: Int64, now: Int64) throws(EventStoreError) -> DeliveryLedger {
    let cutoff = now &- grace.multipliedReportingOverflow(by: 1000).partialValue
    return try withReader { connection throws(EventStoreError) in
      var builder = DeliveryLedgerBuilder(cutoff: cutoff)
      // One snapshot for the events, the count and the counter; the events through a cursor.
      try connection.execute("BEGIN READ ONLY ISOLATION LEVEL REPEATABLE READ")
      do throws(EventStoreError) {
        try connection.execute("DECLARE delivery_events NO SCROLL CURSOR FOR " + DeliverySQL.orderedEvents)
        var install: String?
        while true {
          let batch = try connection.query("FETCH \(Self.deliveryFetchSize) FROM delivery_events")
          for row in 0..<batch.rowCount {
            let current = batch.text(row, 0) ?? ""
            builder.add(
              newInstall: current != install, seq: batch.integer(row, 1) ?? 0,
              version: batch.text(row, 2) ?? "",
              receivedAt: batch.integer(row, 3) ?? 0)
            install = current
          }
          if batch.rowCount < Self.deliveryFetchSize { break }
        }
        try connection.execute("CLOSE delivery_events")
        let unsequenced = Int(try connection.query(DeliverySQL.unsequencedCount).integer(0, 0) ?? 0)
        let counter = try connection.query(DeliverySQL.counterSQL)
        let entries = (0..<counter.rowCount).map { row in
          (
            version: counter.text(row, 0) ?? "", sequenced: (counter.integer(row, 1) ?? 0) != 0,
            duplicates: Int(counter.integer(row, 2) ?? 0)
          )
        }
        try connection.execute("COMMIT")
        return builder.ledger(grace: grace, counter: entries, unsequenced: unsequenced)
      } catch {
        connection.rollbackIfNeeded()
        throw error
      }
    }
  }
}
