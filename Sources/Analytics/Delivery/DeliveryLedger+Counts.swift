extension DeliveryLedger {
  /// The ledger from ``DeliverySQL/counts``' rows and ``DeliverySQL/gaps``' rows (the gaps of runs closed
  /// before now − grace), one row per version that has a sequenced counter or gaps.
  public init(
    grace: Int64,
    counts: [(key: DeliveryCounts.Key, counts: DeliveryCounts)],
    gaps: [(version: String, gaps: Int64)]
  ) {
    self.init(grace: grace)
    var rows: [String: DeliveryRow] = [:]
    for (key, value) in counts {
      if key.sequenced {
        rows[key.appVersion, default: DeliveryRow(appVersion: key.appVersion.isEmpty ? nil : key.appVersion)]
          .add(value)
      } else {
        unsequenced += Int(clamping: value.received)
        unsequencedDuplicates += Int(clamping: value.duplicates)
      }
    }
    for (version, count) in gaps {
      rows[version, default: DeliveryRow(appVersion: version.isEmpty ? nil : version)].gaps += Int(
        clamping: count)
    }
    self.rows = rows.values.sorted { left, right in
      switch (left.appVersion, right.appVersion) {
      case (let l?, let r?): Array(l.utf8).lexicographicallyPrecedes(r.utf8)
      case (_?, nil): true
      default: false
      }
    }
  }
}

extension DeliveryRow {
  fileprivate mutating func add(_ counts: DeliveryCounts) {
    installs += Int(clamping: counts.installs)
    received += Int(clamping: counts.received)
    duplicates += Int(clamping: counts.duplicates)
  }
}
