import Analytics

/// The writer connection's copy of the unit rows it wrote or read, so the ingest path skips the read
/// of each row before writing its new state (docs/benchmarks.md).
///
/// Trusted only while nothing else changed the database: ``SQLiteEventStore`` compares
/// `PRAGMA data_version` (which moves when another connection commits: a `purge` or `rollup --rebuild`
/// from another process) at each insert, empties it on any rolled-back transaction and before its own
/// purges, rebuilds and migrations. Bounded: emptied when it would hold more than ``limit`` rows.
struct SQLiteRollupCache {
  /// The most rows kept (about 150 bytes each).
  static let limit = 50_000

  /// `PRAGMA data_version` when the rows were last known good, nil for unknown.
  var dataVersion: Int64?
  private(set) var units: [RollupUnitKey: RollupUnitState] = [:]

  /// The row of `key` as last written or read, or nil when not known.
  func unit(_ key: RollupUnitKey) -> RollupUnitState? { units[key] }

  /// Records the row of `key`.
  mutating func store(_ state: RollupUnitState, for key: RollupUnitKey) {
    if units.count >= Self.limit, units[key] == nil { units.removeAll(keepingCapacity: true) }
    units[key] = state
  }

  /// Forgets everything.
  mutating func removeAll() {
    units.removeAll()
    dataVersion = nil
  }
}
