/// The delivery ledger in SQL, one text for SQLite and PostgreSQL (placeholders aside), and the
/// duplicates counter both stores keep in the insert's transaction.
///
/// Each (install, seq) counts once: its first stored copy (lowest row `seq`) gives its version and
/// receive time; later copies under other ids count as duplicates of their own version (a client
/// that reuses a sequence number, e.g. after a reinstall that kept the install id but not the
/// counter). Ordered by seq per install, each first copy received at or before the cutoff adds
/// seq − (the previous received seq, or 0) − 1 gaps to its version: seqs above the highest received
/// one are never gaps.
public enum DeliverySQL {
  /// What a row of ``ledger(cutoff:)`` counts.
  public enum Part: String, Sendable {
    /// Received sequenced events of a version: installs, received, gaps.
    case sequenced
    /// Later copies of an (install, seq) already stored: duplicates.
    case reused
    /// Events without `seq`: their number in `received`.
    case unsequenced
    /// The counter of ids already stored, per version and whether they had a `seq`.
    case duplicates
  }

  /// One row of the ledger query: the part, the version (`''` for none), whether sequenced, then
  /// installs, received, gaps, duplicates.
  public struct Row: Hashable, Sendable {
    public var part: String
    public var appVersion: String
    public var sequenced: Bool
    public var installs: Int
    public var received: Int
    public var gaps: Int
    public var duplicates: Int

    /// Creates a row from the query's seven columns.
    public init(
      part: String, appVersion: String, sequenced: Bool, installs: Int, received: Int, gaps: Int,
      duplicates: Int
    ) {
      self.part = part
      self.appVersion = appVersion
      self.sequenced = sequenced
      self.installs = installs
      self.received = received
      self.gaps = gaps
      self.duplicates = duplicates
    }
  }

  /// The ledger query; `cutoff` is the placeholder of the latest receive time (epoch ms) whose gaps
  /// count: now − grace. Reads the `events_delivery` index in (install, seq) order.
  public static func ledger(cutoff: String) -> String {
    """
    WITH ranked AS (
      SELECT install_id, install_seq, app_version, received_at,
        row_number() OVER (PARTITION BY install_id, install_seq ORDER BY seq) AS copy
      FROM events WHERE install_seq IS NOT NULL
    ), firsts AS (
      SELECT install_id, app_version, received_at,
        install_seq - coalesce(lag(install_seq) OVER (PARTITION BY install_id ORDER BY install_seq), 0) - 1
          AS missing
      FROM ranked WHERE copy = 1
    )
    SELECT 'sequenced', coalesce(app_version, ''), 1, count(DISTINCT install_id), count(*),
      sum(CASE WHEN received_at <= \(cutoff) THEN missing ELSE 0 END), 0
    FROM firsts GROUP BY app_version
    UNION ALL
    SELECT 'reused', coalesce(app_version, ''), 1, 0, 0, 0, count(*)
    FROM ranked WHERE copy > 1 GROUP BY app_version
    UNION ALL
    SELECT 'unsequenced', '', 0, 0,
      (SELECT count(*) FROM events) - (SELECT count(*) FROM events WHERE install_seq IS NOT NULL), 0, 0
    UNION ALL
    SELECT 'duplicates', app_version, sequenced, 0, 0, 0, duplicates FROM delivery_duplicates
    """
  }

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
