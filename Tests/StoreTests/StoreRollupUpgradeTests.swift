import Analytics
import Foundation
import TestSupport
import Testing

/// A database at schema version 2 (before the rollups) holding events, upgraded by `migrate()`: the
/// migration fills the rollups from the stored events, and every report equals the scan.
@Suite("Rollups after the upgrade from schema 2, both backends")
struct StoreRollupUpgradeTests {
  /// The events as version 2's program wrote them: rows in `events` only, in the order given (their
  /// `seq` in that order); with `slices`, their app version and device too (a later schema's columns).
  static func insertSQL(_ events: [Event], slices: Bool = false) -> String {
    func text(_ value: String?) -> String {
      value.map { "'" + $0.replacingOccurrences(of: "'", with: "''") + "'" } ?? "NULL"
    }
    let rows = events.map { event in
      "(\(text(event.id)), \(text(event.campaign)), \(text(event.variant)), \(text(event.type.rawValue)), "
        + "\(text(event.trigger?.rawValue)), \(text(event.user)), \(text(event.source.rawValue)), "
        + "\(event.ts.map(String.init) ?? "NULL"), \(event.receivedAt), \(event.eventTime)"
        + (slices ? ", \(text(event.appVersion)), \(text(event.device?.rawValue)))" : ")")
    }
    return """
      INSERT INTO events (id, campaign, variant, event_type, event_trigger, user_id, source, ts, received_at,
        event_time\(slices ? ", app_version, device" : ""))
      VALUES \(rows.joined(separator: ",\n")) ON CONFLICT (id) DO NOTHING
      """
  }

  @Test(arguments: StoreBackend.enabled)
  func aVersionTwoDatabaseWithEventsGetsRollupsEqualToTheScan(_ backend: StoreBackend) throws {
    let started = Date()
    let database = try backend.makeDatabase()
    let store = try database.open()
    defer { store.close() }
    let events = rollupEvents(seed: 17, count: 1200)
    var seen = Set<String>()
    let stored = events.filter { seen.insert($0.id).inserted }
    try StoreBackend.atOldSchema(store, migrations: 2, then: [Self.insertSQL(events)])
    #expect(try store.migrate() == backend.migrationCount - 2)
    for query in comparedQueries() {
      let sums = try store.reportSums(query)
      #expect(sums.origin == (RollupSQL.wholeDays(query) == nil ? .events : .rollup), "\(query)")
      #expect(sums.ignoringOrigin == referenceSums(stored, query), "\(query)")
    }
    // Ingest continues on the filled rollups: the same users again, then a rebuild changes nothing.
    let incremental = try insertAndCompare(
      rollupEvents(seed: 18, count: 400), into: store, holding: stored, seen: &seen)
    #expect(try store.rebuildRollups(campaign: nil, progress: { _ in }) == 2)
    #expect(try allSums(store) == incremental)
    print(
      "rollup upgrade test (\(backend.rawValue)) took \(String(format: "%.2f", Date().timeIntervalSince(started))) s"
    )
  }
}
