/// Folds an install's stored sequenced events into the ledger's rows, the one place the rules live
/// for both stores: they feed it ``DeliverySQL/orderedEvents`` row by row (install, then seq, then
/// stored order), so it needs one pass and no memory per event.
///
/// Per install: the first stored copy of each seq counts as received for its version; a later copy
/// (the same seq again, under another id) counts as a duplicate of its own version; each first copy
/// received at or before `cutoff` adds seq − (the install's previous seq, 0 before the first) − 1
/// gaps to its version. Seqs above an install's highest received one are never gaps.
public struct DeliveryLedgerBuilder: Sendable {
  /// The latest receive time (epoch ms) whose gaps count: now − grace.
  public let cutoff: Int64
  private var rows: [String: DeliveryRow] = [:]
  /// The versions the current install's received events carried (for `installs`).
  private var installVersions: Set<String> = []
  private var previousSeq: Int64 = 0
  private var previousVersion: String?

  /// A builder counting gaps of events received at or before `cutoff`.
  public init(cutoff: Int64) { self.cutoff = cutoff }

  /// The next stored event with a seq; `newInstall` when its install differs from the previous
  /// event's (always for the first). `version` is its `app_version`, `""` for none.
  public mutating func add(newInstall: Bool, seq: Int64, version: String, receivedAt: Int64) {
    if newInstall {
      finishInstall()
      previousSeq = 0
    }
    if seq == previousSeq {
      rows[version, default: DeliveryRow(appVersion: version.isEmpty ? nil : version)].duplicates += 1
      return
    }
    let missing = seq &- previousSeq &- 1
    rows[version, default: DeliveryRow(appVersion: version.isEmpty ? nil : version)].received += 1
    if receivedAt <= cutoff, missing > 0 { rows[version]!.gaps += Int(clamping: missing) }
    if version != previousVersion {
      installVersions.insert(version)
      previousVersion = version
    }
    previousSeq = seq
  }

  private mutating func finishInstall() {
    for version in installVersions { rows[version]?.installs += 1 }
    installVersions.removeAll(keepingCapacity: true)
    previousVersion = nil
  }

  /// The ledger: the rows so far plus the duplicates counter's rows (``DeliverySQL/counterSQL``) and the
  /// number of events without a seq.
  public mutating func ledger(
    grace: Int64, counter: [(version: String, sequenced: Bool, duplicates: Int)], unsequenced: Int
  ) -> DeliveryLedger {
    finishInstall()
    var ledger = DeliveryLedger(grace: grace, unsequenced: unsequenced)
    for entry in counter {
      if entry.sequenced {
        rows[entry.version, default: DeliveryRow(appVersion: entry.version.isEmpty ? nil : entry.version)]
          .duplicates += entry.duplicates
      } else {
        ledger.unsequencedDuplicates += entry.duplicates
      }
    }
    ledger.rows = rows.values.sorted { left, right in
      switch (left.appVersion, right.appVersion) {
      case (let l?, let r?): Array(l.utf8).lexicographicallyPrecedes(r.utf8)
      case (_?, nil): true
      default: false
      }
    }
    return ledger
  }
}
