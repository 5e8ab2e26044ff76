import Analytics

/// The writer connection's copy of the named users' rollup rows it wrote or read: per (campaign, user)
/// the unit state and every daily row of the user (and the sums rows), so the ingest path neither reads a
/// user's rows before writing them nor upserts them: it writes each daily row's whole new value
/// (docs/benchmarks.md).
///
/// Trusted only while nothing else changed the database: ``SQLiteEventStore`` compares
/// `PRAGMA data_version` (which moves when another connection commits: a `purge` or `rollup --rebuild`
/// from another process) at each insert, empties it on any rolled-back transaction and before its own
/// purges, rebuilds and migrations. Bounded: emptied after a group commit that leaves it holding more
/// than ``limit`` users (never during one: ``SQLiteRollupBatch`` points into it).
struct SQLiteRollupCache {
  /// The most users kept between group commits (a few hundred bytes each); tests lower it.
  var limit = 50_000

  /// A cached user: the unit state their daily rows give (empty parts: no row yet), and all of those
  /// rows.
  struct Entry {
    var state: RollupUnitState
    var days: [Day]
  }

  /// One daily row of a cached user: `rollup_daily` without its campaign and user, and where the
  /// current group commit holds its new value (``SQLiteRollupBatch/rows``).
  struct Day {
    var source: String
    var day: Int64
    var variant: String
    var impressions: Int
    var taps: Int
    var closes: Int
    /// The row's first event (``RollupPlan/DailyChange/firstSeq``) and its values.
    var firstSeq: Int64
    var appVersion: String?
    var device: String?
    /// The number of the last group commit that changed the row (``SQLiteRollupBatch/number``).
    var batch = 0
    /// The row's place in that commit's ``SQLiteRollupBatch/rows``.
    var row = 0
  }

  /// `PRAGMA data_version` when the rows were last known good, nil for unknown.
  var dataVersion: Int64?
  /// The users' rows; changed in place by the store (`units.values[index]`).
  var units: [RollupUnitKey: Entry] = [:]
  /// The sums rows (SQLite's one shard per key), as last written or read.
  var sums: [RollupSums.Key: RollupSums] = [:]
  /// The number of the last group commit that applied rollups (0 before the first).
  var batches = 0

  /// Forgets the users when there are more than ``limit`` of them, between group commits.
  mutating func trim() {
    if units.count > limit { units.removeAll(keepingCapacity: true) }
  }

  /// Forgets everything.
  mutating func removeAll() {
    units.removeAll()
    sums.removeAll()
    dataVersion = nil
  }
}
