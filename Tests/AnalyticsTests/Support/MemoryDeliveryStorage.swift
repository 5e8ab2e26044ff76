import Analytics

/// The ledger's four tables as dictionaries, for ``DeliveryLedgerWriter``'s rules (the stores' own
/// tables are tested through SQLite and PostgreSQL in StoreDeliveryTests).
final class MemoryDeliveryStorage: DeliveryLedgerStorage {
  var installs: [String: (highest: Int64, version: String?)] = [:]
  var versions: Set<[String]> = []
  var gaps: [DeliveryGap] = []
  var counts: [DeliveryCounts.Key: DeliveryCounts] = [:]

  func lockInstall(_ install: String) -> (highest: Int64, version: String?) { installs[install] ?? (0, nil) }

  func setInstall(_ install: String, highest: Int64, version: String?) {
    precondition(version.map { versions.contains([install, $0]) } ?? true, "a version recorded")
    installs[install] = (highest, version)
  }

  func gap(of install: String, atOrBelow seq: Int64) -> DeliveryGap? {
    gaps.filter { $0.install == install && $0.low <= seq }.max { $0.low < $1.low }
  }

  func insertGap(_ gap: DeliveryGap) {
    precondition(!gaps.contains { $0.install == gap.install && $0.low == gap.low }, "primary key")
    gaps.append(gap)
  }

  func deleteGap(of install: String, low: Int64) { gaps.removeAll { $0.install == install && $0.low == low } }

  func addVersion(_ version: String, of install: String) -> Bool {
    versions.insert([install, version]).inserted
  }

  func addCounts(_ counts: DeliveryCounts, for key: DeliveryCounts.Key) {
    self.counts[key, default: DeliveryCounts()].received += counts.received
    self.counts[key, default: DeliveryCounts()].installs += counts.installs
    self.counts[key, default: DeliveryCounts()].duplicates += counts.duplicates
  }

  /// What a store's report reads: the counters and the gaps closed at or before `cutoff`.
  func ledger(grace: Int64, cutoff: Int64) -> DeliveryLedger {
    var byVersion: [String: Int64] = [:]
    for gap in gaps where gap.closedAt <= cutoff { byVersion[gap.version, default: 0] += gap.count }
    return DeliveryLedger(
      grace: grace, counts: counts.map { (key: $0.key, counts: $0.value) },
      gaps: byVersion.map { (version: $0.key, gaps: $0.value) })
  }
}
