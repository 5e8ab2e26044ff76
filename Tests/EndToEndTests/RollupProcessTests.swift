import Analytics
import AnalyticsPostgres
import AnalyticsSQLite
import Dispatch
import Foundation
import Synchronization
import TestSupport
import Testing

/// Rollups kept by real server processes: two instances writing one campaign on one PostgreSQL
/// database, and servers SIGKILLed mid-ingest on both stores. The reports from the rollups equal the
/// scan (unfiltered) and a rebuild from the stored events (whole-day ranges), field for field.
@Suite("Rollups kept by server processes", .serialized)
struct RollupProcessTests {
  /// The queries compared after each run: unfiltered and two whole-day ranges, each source filter.
  private static func queries() -> [EventQuery] {
    let today = EventDecoder.systemNow() / RollupPlan.dayMilliseconds * RollupPlan.dayMilliseconds
    return SourceFilter.allCases.flatMap { source in
      [
        EventQuery(campaign: "ab-test", source: source),
        EventQuery(
          campaign: "ab-test", source: source, from: today - 3 * RollupPlan.dayMilliseconds,
          to: today + RollupPlan.dayMilliseconds),
        EventQuery(campaign: "ab-test", source: source, from: today - RollupPlan.dayMilliseconds, to: today),
      ]
    }
  }

  /// Checks `store`'s rollups: the unfiltered report equals the scan, then a rebuild (by the CLI, on
  /// `database`) changes no answer.
  private static func checkRollups(_ store: any EventStore, database: String) throws {
    let incremental = try queries().map { try store.reportSums($0) }
    for (sums, query) in zip(incremental, queries()) {
      #expect(sums.origin == .rollup, "\(query)")
      if query.from == nil {
        // A bound before every event, with a time of day: the scan.
        let scan = try store.reportSums(EventQuery(campaign: query.campaign, source: query.source, from: -1))
        #expect(scan.origin == .events)
        #expect(sums.ignoringOrigin == scan, "\(query.source)")
      }
    }
    let rebuild = try ServerProcess.run(["rollup", "--rebuild", "--database", database])
    #expect(rebuild.code == 0, "\(rebuild.stderr)")
    // The time in seconds with two decimals, not a raw `Duration` ("… 0.123456789 seconds").
    #expect(
      rebuild.stderr.contains(/rebuilt the rollups of 1 campaign in [0-9]+\.[0-9]{2} s\n/),
      "\(rebuild.stderr)")
    #expect(try queries().map { try store.reportSums($0) } == incremental)
  }

  @Test(.enabled(if: !TestPostgres.isSkipped, "\(TestPostgres.skipVariable)=1"))
  func twoPostgresInstancesWritingOneCampaignKeepRollupsEqualToTheScan() throws {
    let started = Date()
    var rates: [String] = []
    for shards in ["8", "1"] {
      let database = try TestDatabase()
      let servers = try (0..<2).map { _ in
        try PostgresServer(databaseURL: database.url, environment: ["DIALOG_PREVIEW_SUMS_SHARDS": shards])
      }
      // 8 clients, 4 on each instance; users u0…u9 send variant A to one instance and B to the other.
      var loads: [RollupLoad] = []
      for client in 0..<8 {
        let mixedVariant = client % 2 == 0 ? "A" : "B"
        let variant: @Sendable (Int) -> String? = { user in user < 10 ? mixedVariant : nil }
        loads.append(
          RollupLoad(
            seed: UInt64(client + 1), port: servers[client % 2].port, prefix: "two\(shards)-\(client)",
            variant: variant))
      }
      let clients = loads
      let clock = ContinuousClock.now
      DispatchQueue.concurrentPerform(iterations: clients.count) { clients[$0].run(requests: 60) }
      let elapsed = ContinuousClock.now - clock
      let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
      let acknowledged = loads.reduce(0) { $0 + $1.acknowledged.count }
      let failures = loads.flatMap { $0.failures }
      #expect(failures.isEmpty, "\(failures.prefix(3))")
      rates.append(
        "\(shards) sums row\(shards == "1" ? "" : "s") per variant: \(acknowledged) events in "
          + String(format: "%.2f s, %.0f events/s", seconds, Double(acknowledged) / seconds))
      for server in servers { #expect(server.server.stop() == 0) }
      let store = try PostgresEventStore(url: database.url)
      defer { store.close() }
      // Both variants of u0…u9 reached the rollups: each such user counts in multiple_variants.
      #expect(try store.reportSums(EventQuery(campaign: "ab-test")).multipleVariantUsers >= 10)
      for load in loads { for id in load.acknowledged.prefix(50) { #expect(try store.event(id: id) != nil) } }
      try Self.checkRollups(store, database: database.url)
    }
    print("two PostgreSQL instances, one campaign: " + rates.joined(separator: "; "))
    print("rollups, two instances: \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
  }

  @Test(arguments: ["sqlite", "postgres"])
  func rollupsAfterServerKillsPurgesAndRebuildsEqualTheScan(_ backend: String) throws {
    if backend == "postgres", TestPostgres.isSkipped { return }
    let started = Date()
    let pg = backend == "postgres" ? try TestDatabase() : nil
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dp-kill-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let database = pg?.url ?? "sqlite:" + folder.appendingPathComponent("events.sqlite").path
    var acknowledged: [String] = []
    for round in 0..<4 {
      let server = try PostgresServer(databaseURL: database)
      let load = RollupLoad(seed: UInt64(round + 40), port: server.port, prefix: "kill\(round)") { _ in nil }
      let worker = Thread { load.run(requests: 100_000) }
      worker.start()
      // Mid-ingest: a purge of one user and (round 2) a rebuild from another process, then SIGKILL.
      #expect(waitUntil(seconds: 10) { load.acknowledged.count > 150 })
      let purge = try ServerProcess.run(["purge", "--user", "u\(round * 3 + 1)", "--database", database])
      #expect(purge.code == 0, "\(purge.stderr)")
      if round == 2 {
        let rebuild = try ServerProcess.run(["rollup", "--rebuild", "--database", database])
        #expect(rebuild.code == 0, "\(rebuild.stderr)")
      }
      #expect(waitUntil(seconds: 10) { load.acknowledged.count > 400 })
      #expect(server.server.stop(signal: SIGKILL) == SIGKILL)
      load.stop()
      while !worker.isFinished { usleep(10_000) }
      acknowledged += load.acknowledged
    }
    // The last server stops gracefully; what the rollups say is checked on the database.
    let last = try PostgresServer(databaseURL: database)
    let tail = RollupLoad(seed: 99, port: last.port, prefix: "tail") { _ in nil }
    tail.run(requests: 40)
    acknowledged += tail.acknowledged
    #expect(last.server.stop() == 0)
    let store: any EventStore =
      pg == nil
      ? try SQLiteEventStore(path: String(database.dropFirst("sqlite:".count)))
      : try PostgresEventStore(url: database)
    defer { store.close() }
    // Every acknowledged event is stored (unless purged: purged users' events are skipped).
    let purged = Set((0..<4).map { "u\($0 * 3 + 1)" })
    var missing = 0
    for (index, id) in acknowledged.enumerated() where index % 7 == 0 {
      if try store.event(id: id) == nil, !purged.contains(RollupLoad.user(ofID: id) ?? "") { missing += 1 }
    }
    #expect(missing == 0)
    try Self.checkRollups(store, database: database)
    print(
      "rollups after 4 server kills (\(backend)): \(acknowledged.count) events acknowledged, "
        + "\(String(format: "%.1f", Date().timeIntervalSince(started))) s")
  }
}
