import Analytics

extension SQLiteEventStore {
  public func deliveryLedger(grace: Int64, now: Int64) throws(EventStoreError) -> DeliveryLedger {
    let cutoff = now &- grace.multipliedReportingOverflow(by: 1000).partialValue
    return try withReader { connection throws(EventStoreError) in
      var builder = DeliveryLedgerBuilder(cutoff: cutoff)
      // One snapshot for the events, the count and the counter.
      try connection.execute("BEGIN")
      do throws(EventStoreError) {
        let events = try connection.statement(DeliverySQL.orderedEvents)
        do {
          defer { events.reset() }
          var install: [UInt8] = []
          var versionBytes: [UInt8] = []
          var version = ""
          var first = true
          while try events.step() {
            let newInstall = events.replaceIfChanged(0, &install) || first
            first = false
            if events.replaceIfChanged(2, &versionBytes) {
              version = String(decoding: versionBytes, as: UTF8.self)
            }
            builder.add(
              newInstall: newInstall, seq: events.int64(1), version: version, receivedAt: events.int64(3))
          }
        }
        let unsequenced = Int(try connection.scalar(DeliverySQL.unsequencedCount) ?? 0)
        let counter = try connection.statement(DeliverySQL.counterSQL)
        var entries: [(version: String, sequenced: Bool, duplicates: Int)] = []
        do {
          defer { counter.reset() }
          while try counter.step() {
            entries.append((counter.text(0) ?? "", counter.int64(1) != 0, Int(counter.int64(2))))
          }
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
