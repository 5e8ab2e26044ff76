import Foundation
import TestSupport
import Testing

/// The event client in a child process against the real server on a private PostgreSQL cluster that is
/// stopped for several seconds while the client logs: the server answers 503 with `Retry-After`
/// meanwhile, and once PostgreSQL is back every printed valid id is stored exactly once.
@Suite(
  "DialogEvents: PostgreSQL outage", .serialized,
  .enabled(if: !TestPostgres.isSkipped, "\(TestPostgres.skipVariable)=1"))
struct PostgresOutageTests {
  @Test func postgresStoppedWhileTheClientLogsLosesAndDuplicatesNothing() throws {
    let cluster = try TestCluster()
    let database = try TestDatabase(serverURL: cluster.url)
    let harness = try EventServer(databaseURL: database.url)
    let client = try ClientHarness(
      port: harness.port, queue: harness.queue,
      arguments: [
        "--count", "4000", "--delay-ms", "1", "--invalid-every", "10", "--flush-at", "30", "--drain",
      ])
    while client.lines.count < 500, client.process.isRunning { Thread.sleep(forTimeInterval: 0.01) }
    try cluster.stop()  // pg_ctl -m fast stop
    let loggedBeforeStop = client.lines.count
    Thread.sleep(forTimeInterval: 5)
    let loggedDuringOutage = client.lines.count - loggedBeforeStop
    try cluster.start()
    #expect(client.wait() == 0)
    let lines = client.lines
    let logged = ClientHarness.ids(lines, "logged")
    let invalid = ClientHarness.ids(lines, "invalid")
    print("PostgreSQL outage: \(loggedDuringOutage) events logged during the 5-s outage; \(lines.last ?? "")")
    #expect(loggedDuringOutage > 100, "the client kept logging while PostgreSQL was down")
    #expect(lines.contains("drained"), "\(lines.suffix(3))")
    #expect(lines.last?.hasPrefix("stats queued=0 ") == true, "\(lines.last ?? "")")
    #expect(lines.last?.contains(" retries=0 ") == false, "the client backed off: \(lines.last ?? "")")

    let rows = try TestPostgres.psql(database.url, "SELECT id FROM events").split(separator: "\n").map(
      String.init)
    let stored = Set(rows)
    #expect(rows.count == stored.count, "no id stored twice")
    let missing = logged.filter { !stored.contains($0) }
    #expect(
      missing.isEmpty, "\(missing.count) of \(logged.count) logged ids not stored, e.g. \(missing.prefix(3))")
    #expect(stored.count == logged.count, "stored \(stored.count), logged \(logged.count)")
    #expect(invalid.allSatisfy { !stored.contains($0) })
    let dead = try harness.deadLetterIDs()
    #expect(dead == Set(invalid), "\(invalid.count) invalid, \(dead.count) dead letters")

    #expect(harness.server.stop() == 0)
    let log = harness.server.stderrText
    #expect(log.contains("path=/api/events status=503"), "the server answered 503 during the outage")
  }
}
