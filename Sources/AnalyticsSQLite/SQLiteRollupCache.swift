import Analytics

/// The writer connection's copy of the named users' rollup rows it wrote or read: per (campaign, user)
/// the unit state and every daily row of the user (and the sums rows), so the ingest path neither reads a user's rows
/// before writing them nor upserts them: it writes each daily row's whole new value
/// (docs/benchmarks.md).
///
/// Trusted only while nothing else changed the database: ``SQLiteEventStore`` compares
/// `PRAGMA data_version` (which moves when another connection commits: a `purge` or `rollup --rebuild`
/// from another process) at each insert, empties it on any rolled-back transaction and before its own
/// purges, rebuilds and migrations. Bounded: emptied when it would hold more than ``limit`` users.
struct SQLiteRollupCache {
  /// The most users kept (a few hundred bytes each); tests lower it to empty the cache mid-batch.
  var limit = 50_000

  /// A cached user: the unit state their daily rows give (nil: no row yet), and all of those rows.
  struct Entry {
    var state: RollupUnitState?
    var days: [Day]
  }

  /// One daily row of a cached user: `rollup_daily` without its campaign and user.
  struct Day {
    var source: String
    var day: Int64
    var variant: String
    var impressions: Int
    var taps: Int
    var closes: Int
  }

  /// `PRAGMA data_version` when the rows were last known good, nil for unknown.
  var dataVersion: Int64?
  /// The users' rows; changed in place by the store (`units.values[index]`).
  var units: [RollupUnitKey: Entry] = [:]
  /// The sums rows (SQLite's one shard per key), as last written or read.
  var sums: [RollupSums.Key: RollupSums] = [:]

  /// Records the rows of a user not held yet.
  mutating func insert(_ entry: Entry, for key: RollupUnitKey) {
    if units.count >= limit { units.removeAll(keepingCapacity: true) }
    units[key] = entry
  }

  /// Forgets everything.
  mutating func removeAll() {
    units.removeAll()
    sums.removeAll()
    dataVersion = nil
  }
}
