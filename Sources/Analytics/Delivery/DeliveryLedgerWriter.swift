/// Keeps the delivery ledger (api.md "Delivery") as events are stored, in the insert's transaction,
/// so a report reads a few counters and the stored gaps instead of every event, and purging events
/// doesn't turn delivered events into losses.
///
/// Per install the ledger holds its highest received seq and the runs of numbers missing below it
/// (``DeliveryGap``). A new event's seq either
/// - goes above the highest: received; the numbers skipped become a run closed by this event;
/// - falls in a run: received (a late event); the run splits around it, its lower part now closed by
///   this event (its receive time and version), its upper part still by the event that closed it;
/// - or was received before (under another id): a duplicate of this event's version.
/// This is the rule "each received event adds the numbers missing between it and the install's previous
/// received one", kept up to date one event at a time.
///
/// ```swift
/// try DeliveryLedgerWriter.record(events, isDuplicate: result.isDuplicate, in: storage)
/// ```
public enum DeliveryLedgerWriter {
  /// Records a stored batch: `isDuplicate[i]` says whether `events[i]`'s id was already stored. Installs
  /// are taken in byte order and counters in key order, so concurrent writers lock rows alike.
  public static func record(
    _ events: [Event], isDuplicate: [Bool], in storage: some DeliveryLedgerStorage
  ) throws(EventStoreError) {
    var counts: [DeliveryCounts.Key: DeliveryCounts] = [:]
    var sequenced: [(event: Event, offset: Int)] = []
    for (offset, (event, duplicate)) in zip(events, isDuplicate).enumerated() {
      let key = DeliveryCounts.Key(appVersion: event.appVersion ?? "", sequenced: event.seq != nil)
      if duplicate {
        counts[key, default: DeliveryCounts()].duplicates += 1
      } else if event.seq == nil || event.install == nil {
        counts[key, default: DeliveryCounts()].received += 1
      } else {
        sequenced.append((event, offset))
      }
    }
    sequenced.sort { left, right in
      let l = left.event
      let r = right.event
      if l.install != r.install {
        return Array(l.install!.utf8).lexicographicallyPrecedes(r.install!.utf8)
      }
      return l.seq! != r.seq! ? l.seq! < r.seq! : left.offset < right.offset
    }
    var start = 0
    while start < sequenced.count {
      var end = start + 1
      while end < sequenced.count, sequenced[end].event.install == sequenced[start].event.install { end += 1 }
      try record(install: sequenced[start..<end].map(\.event), counts: &counts, in: storage)
      start = end
    }
    for (key, value) in counts.sorted(by: { $0.key < $1.key }) where !value.isZero {
      try storage.addCounts(value, for: key)
    }
  }

  /// One install's new sequenced events, in seq order.
  private static func record(
    install events: [Event], counts: inout [DeliveryCounts.Key: DeliveryCounts],
    in storage: some DeliveryLedgerStorage
  ) throws(EventStoreError) {
    let install = events[0].install!
    let stored = try storage.lockInstall(install)
    var highest = stored.highest
    var versions: [String] = []
    var latest = stored.version
    for event in events {
      let seq = event.seq!
      let version = event.appVersion ?? ""
      let key = DeliveryCounts.Key(appVersion: version, sequenced: true)
      if seq > highest {
        if seq > highest + 1 {
          try storage.insertGap(
            DeliveryGap(
              install: install, low: highest + 1, high: seq - 1, closedAt: event.receivedAt, version: version)
          )
        }
        highest = seq
      } else if let gap = try storage.gap(of: install, atOrBelow: seq), gap.high >= seq {
        try storage.deleteGap(of: install, low: gap.low)
        if gap.low < seq {
          try storage.insertGap(
            DeliveryGap(
              install: install, low: gap.low, high: seq - 1, closedAt: event.receivedAt, version: version))
        }
        if seq < gap.high {
          try storage.insertGap(
            DeliveryGap(
              install: install, low: seq + 1, high: gap.high, closedAt: gap.closedAt, version: gap.version))
        }
      } else {
        counts[key, default: DeliveryCounts()].duplicates += 1
        continue
      }
      counts[key, default: DeliveryCounts()].received += 1
      if !versions.contains(version) { versions.append(version) }
      latest = version
    }
    // Each (install, version) pair is recorded once; the install's row keeps the version of its last
    // received event, whose pair is recorded, so the usual batch (the version it sent before) adds
    // no statement for it.
    for version in versions.sorted(by: { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }) {
      if version != stored.version, try storage.addVersion(version, of: install) {
        counts[DeliveryCounts.Key(appVersion: version, sequenced: true), default: DeliveryCounts()]
          .installs += 1
      }
    }
    if highest != stored.highest || latest != stored.version {
      try storage.setInstall(install, highest: highest, version: latest)
    }
  }
}
