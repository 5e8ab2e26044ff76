/// The delivery ledger's SQL, the same for SQLite and PostgreSQL: the sequenced events in the order
/// ``DeliveryLedgerBuilder`` folds them, the counts around them, and the duplicates counter both stores
/// keep in the insert's transaction.
///
/// The gaps are not computed in SQL: SQLite's window functions (`lag` over the install's events) cost
/// about 20 times the ordered scan they read (2.1 s against 0.06 s for 500,000 events), while the scan
/// is the `events_delivery` index read in order.
public enum DeliverySQL {
  /// Every event with a seq as (install, seq, app_version or '', receive time), by install, seq and
  /// stored order (the row's own number `seq`, so a seq's first stored copy comes first).
  public static let orderedEvents = """
    SELECT install_id, install_seq, coalesce(app_version, ''), received_at
    FROM events WHERE install_seq IS NOT NULL
    ORDER BY install_id, install_seq, seq
    """

  /// The number of events without a seq: all events less those with one (two index counts, not a
  /// scan of the table).
  public static let unsequencedCount = """
    SELECT (SELECT count(*) FROM events) - (SELECT count(*) FROM events WHERE install_seq IS NOT NULL)
    """

  /// The duplicates counter: version ('' for none), sequenced (0 or 1), duplicates.
  public static let counterSQL = "SELECT app_version, sequenced, duplicates FROM delivery_duplicates"

  /// A key of the duplicates counter: the version (`''` for none) and whether the event had a `seq`.
  public struct DuplicateKey: Hashable, Sendable, Comparable {
    public var appVersion: String
    public var sequenced: Bool

    public static func < (left: Self, right: Self) -> Bool {
      (left.appVersion, left.sequenced ? 1 : 0) < (right.appVersion, right.sequenced ? 1 : 0)
    }
  }

  /// The duplicates of an insert counted per key, in key order (so concurrent writers lock the
  /// counter's rows in one order); empty when nothing was a duplicate.
  public static func duplicates(of events: [Event], _ result: InsertResult) -> [(DuplicateKey, Int)] {
    var counts: [DuplicateKey: Int] = [:]
    for (event, duplicate) in zip(events, result.isDuplicate) where duplicate {
      counts[DuplicateKey(appVersion: event.appVersion ?? "", sequenced: event.seq != nil), default: 0] += 1
    }
    return counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// Adds to the counter; placeholders for the version, sequenced (0 or 1) and the count.
  public static func addDuplicates(_ version: String, _ sequenced: String, _ count: String) -> String {
    """
    INSERT INTO delivery_duplicates (app_version, sequenced, duplicates) VALUES (\(version), \(sequenced), \(count))
    ON CONFLICT (app_version, sequenced) DO UPDATE SET duplicates = delivery_duplicates.duplicates + excluded.duplicates
    """
  }
}
