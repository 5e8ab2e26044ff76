import Analytics

extension SQLiteEventStore {
  public func deliveryLedger(grace: Int64, now: Int64) throws(EventStoreError) -> DeliveryLedger {
    let cutoff = now &- grace.multipliedReportingOverflow(by: 1000).partialValue
    return try withReader { connection throws(EventStoreError) in
      // One snapshot for the counters and the gaps.
      try connection.execute("BEGIN")
      do throws(EventStoreError) {
        var counts: [(key: DeliveryCounts.Key, counts: DeliveryCounts)] = []
        let countRows = try connection.statement(DeliverySQL.counts)
        do {
          defer { countRows.reset() }
          while try countRows.step() {
            counts.append(
              (
                DeliveryCounts.Key(appVersion: countRows.text(0) ?? "", sequenced: countRows.int64(1) != 0),
                DeliveryCounts(
                  received: countRows.int64(2), installs: countRows.int64(3), duplicates: countRows.int64(4))
              ))
          }
        }
        var gaps: [(version: String, gaps: Int64)] = []
        let gapRows = try connection.statement(DeliverySQL.gaps)
        do {
          defer { gapRows.reset() }
          try gapRows.bind([.integer(cutoff)])
          while try gapRows.step() { gaps.append((gapRows.text(0) ?? "", gapRows.int64(1))) }
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
