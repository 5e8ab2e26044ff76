/// The delivery ledger's SQL, the same for SQLite and PostgreSQL (written with SQLite's `?N`
/// placeholders; ``postgres(_:)`` turns them into `$N`): the statements behind
/// ``DeliveryLedgerStorage`` that the insert's transaction runs, and the two reads of a report.
///
/// The tables (SQLite's migration 5, PostgreSQL's 4): `delivery_installs` (install, highest received
/// seq, the version it last sent), `delivery_install_versions` (install, version: for `installs`), `delivery_gaps` (the runs
/// of missing numbers, ``DeliveryGap``) and `delivery_counts` (``DeliveryCounts`` per version,
/// sequenced and shard: PostgreSQL's writers add to one of several rows, as for the rollups, so
/// concurrent inserts don't queue on one row). A report reads `delivery_counts` and sums
/// `delivery_gaps`: a few rows whatever the number of events (the gaps are only the losses).
public enum DeliverySQL {
  /// `sql` with `?N` placeholders written `$N`, for PostgreSQL.
  public static func postgres(_ sql: String) -> String { sql.replacingOccurrences(of: "?", with: "$") }

  /// ?1 install → the highest received seq and the last version, creating the row at (0, NULL); the
  /// upsert locks the row in PostgreSQL (a no-op update) until the transaction ends.
  public static let lockInstall = """
    INSERT INTO delivery_installs (install_id, highest_seq, app_version) VALUES (?1, 0, NULL)
    ON CONFLICT (install_id) DO UPDATE SET highest_seq = delivery_installs.highest_seq
    RETURNING highest_seq, app_version
    """

  /// ?1 install, ?2 highest seq, ?3 last version.
  public static let setInstall =
    "UPDATE delivery_installs SET highest_seq = ?2, app_version = ?3 WHERE install_id = ?1"

  /// ?1 install, ?2 seq → the run with the greatest low at or below seq: low, high, closed_at, version.
  public static let gapAtOrBelow = """
    SELECT low, high, closed_at, app_version FROM delivery_gaps
    WHERE install_id = ?1 AND low <= ?2 ORDER BY low DESC LIMIT 1
    """

  /// ?1 install, ?2 low, ?3 high, ?4 closed_at, ?5 version.
  public static let insertGap = """
    INSERT INTO delivery_gaps (install_id, low, high, closed_at, app_version) VALUES (?1, ?2, ?3, ?4, ?5)
    """

  /// ?1 install, ?2 low.
  public static let deleteGap = "DELETE FROM delivery_gaps WHERE install_id = ?1 AND low = ?2"

  /// ?1 install, ?2 version → a row when the pair is new.
  public static let addVersion = """
    INSERT INTO delivery_install_versions (install_id, app_version) VALUES (?1, ?2)
    ON CONFLICT (install_id, app_version) DO NOTHING RETURNING 1
    """

  /// ?1 version, ?2 sequenced (0 or 1), ?3 shard, ?4 received, ?5 installs, ?6 duplicates.
  public static let addCounts = """
    INSERT INTO delivery_counts (app_version, sequenced, shard, received, installs, duplicates)
    VALUES (?1, ?2, ?3, ?4, ?5, ?6)
    ON CONFLICT (app_version, sequenced, shard) DO UPDATE SET
      received = delivery_counts.received + excluded.received,
      installs = delivery_counts.installs + excluded.installs,
      duplicates = delivery_counts.duplicates + excluded.duplicates
    """

  /// The counters summed over shards: version, sequenced (0 or 1), received, installs, duplicates.
  public static let counts = """
    SELECT app_version, sequenced, sum(received), sum(installs), sum(duplicates)
    FROM delivery_counts GROUP BY app_version, sequenced
    """

  /// ?1 cutoff (epoch ms) → the gaps per version of runs closed at or before it: version, gaps.
  public static let gaps = """
    SELECT app_version, sum(high - low + 1) FROM delivery_gaps WHERE closed_at <= ?1 GROUP BY app_version
    """
}
