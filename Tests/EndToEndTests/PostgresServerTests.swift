import Analytics
import Dispatch
import Foundation
import Synchronization
import TestSupport
import Testing

/// Server processes on PostgreSQL: several instances on one database, and the database going away.
@Suite(
  "Server instances on PostgreSQL", .serialized,
  .enabled(if: !TestPostgres.isSkipped, "\(TestPostgres.skipVariable)=1"))
struct PostgresServerTests {
  @Test func twoServersReceivingTheSameIDsStoreEachOnce() throws {
    let database = try TestDatabase()
    // Started together, so both migrate at once: the advisory lock lets one apply the migration.
    let started = Mutex<[Result<PostgresServer, any Error>]>([])
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
      let result = Result { try PostgresServer(databaseURL: database.url) }
      started.withLock { $0.append(result) }
    }
    let servers = try started.withLock { $0 }.map { try $0.get() }
    let accepted = Atomic<Int>(0)
    let duplicates = Atomic<Int>(0)
    let failures = Mutex<[String]>([])
    let ports = servers.map(\.port)
    // Each batch goes to both servers at the same moment, from 8 clients: 200 batches of 10 events.
    DispatchQueue.concurrentPerform(iterations: 16) { client in
      let worker = client / 2
      guard let connection = try? RawHTTPConnection(port: ports[client % 2]) else {
        failures.withLock { $0.append("connect") }
        return
      }
      for request in 0..<25 {
        let events = (0..<10).map { EventServer.event("two-\(worker)-\(request)-\($0)") }
        do {
          let response = try EventServer.post(connection, "{\"events\":[\(events.joined(separator: ","))]}")
          let body = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
          guard response.status == 200, let body else { throw TestFailure("status \(response.status)") }
          accepted.add(body["accepted"] as? Int ?? 0, ordering: .relaxed)
          duplicates.add(body["duplicates"] as? Int ?? 0, ordering: .relaxed)
        } catch {
          failures.withLock { $0.append("\(error)") }
        }
      }
    }
    #expect(failures.withLock { Array($0.prefix(3)) }.isEmpty)
    #expect(accepted.load(ordering: .relaxed) == 2_000)
    #expect(duplicates.load(ordering: .relaxed) == 2_000)
    for server in servers { #expect(server.server.stop() == 0) }
    #expect(
      try TestPostgres.psql(database.url, "SELECT count(*), count(DISTINCT id) FROM events") == "2000|2000")
    // Every PostgreSQL migration once (the eighth: the slice rollups).
    #expect(try TestPostgres.psql(database.url, "SELECT count(*) FROM schema_migrations") == "8")
  }

  @Test func postgresStoppedUnderLoadLosesNoAcknowledgedEventAndTheServerRecovers() throws {
    let cluster = try TestCluster()
    let database = try TestDatabase(serverURL: cluster.url)
    let harness = try PostgresServer(databaseURL: database.url)
    let load = IngestLoad(port: harness.port, clients: 6)
    defer { load.finish() }
    #expect(
      waitUntil(seconds: 30) { load.acknowledgedCount >= 300 }, "events were acknowledged before the stop")

    try cluster.stop()  // pg_ctl -m fast stop: sessions end, committed data stays
    load.outage.store(true, ordering: .relaxed)
    var down: (status: Int, retryAfter: String?, body: [String: String])?
    #expect(
      try waitUntil(seconds: 10) {
        down = try harness.health()
        return down?.status == 503
      })
    #expect(down?.body["status"] == "unavailable")
    #expect(down?.body["database"]?.isEmpty == false, "the reason: \(down?.body ?? [:])")
    #expect(down?.retryAfter != nil)
    #expect(waitUntil(seconds: 10) { load.outage503.load(ordering: .relaxed) >= 20 }, "POST answered 503")

    try cluster.start()  // the server itself is not restarted
    let before = load.acknowledgedCount
    #expect(try waitUntil(seconds: 20) { try harness.health().status == 200 }, "/healthz recovered")
    #expect(waitUntil(seconds: 20) { load.acknowledgedCount >= before + 200 }, "POST recovered")
    load.finish()

    #expect(load.outage503WithoutRetryAfter.load(ordering: .relaxed) == 0)
    #expect(load.unexpected.withLock { Array($0.prefix(3)) }.isEmpty, "statuses other than 200 and 503")
    #expect(harness.server.stop() == 0)
    let stored = Set(
      try TestPostgres.psql(database.url, "SELECT id FROM events").split(separator: "\n").map(String.init))
    let acknowledged = load.acknowledged.withLock { $0 }
    let lost = acknowledged.filter { !stored.contains($0) }
    #expect(
      lost.isEmpty, "\(lost.count) of \(acknowledged.count) acknowledged events lost, e.g. \(lost.prefix(3))")
  }

  @Test func aServerStartedWhilePostgresIsDownAnswers503ThenMigratesWhenItComes() throws {
    let cluster = try TestCluster()
    let database = try TestDatabase(serverURL: cluster.url)
    try cluster.stop()
    // Trust authentication ignores the password: it is here to show it never reaches the log.
    let url = database.url.replacingOccurrences(of: "//postgres@", with: "//postgres:hunter2-secret@")
    let harness = try PostgresServer(databaseURL: url)
    let health = try harness.health()
    #expect(health.status == 503)
    #expect(health.retryAfter != nil)
    #expect(health.body["database"]?.contains("127.0.0.1") == true, "\(health.body)")
    let connection = try RawHTTPConnection(port: harness.port)
    let refused = try EventServer.post(connection, EventServer.event("while-down-1"))
    #expect(refused.status == 503)
    #expect(refused.headers["retry-after"] != nil)

    try cluster.start()
    #expect(try waitUntil(seconds: 20) { try harness.health().status == 200 })
    let stored = try EventServer.post(connection, EventServer.event("after-up-01"))
    #expect(stored.status == 200)
    #expect(try TestPostgres.psql(database.url, "SELECT string_agg(id, ',') FROM events") == "after-up-01")
    #expect(harness.server.stop() == 0)
    let log = harness.server.stderrText
    #expect(log.contains("unreachable at start"))
    #expect(!log.contains("hunter2"))
  }
}

/// Clients posting single events with unique ids on keep-alive connections until ``finish()``,
/// recording which ids were acknowledged (200) and how 503s looked during an outage.
final class IngestLoad: Sendable {
  let acknowledged = Mutex<[String]>([])
  let outage = Atomic<Bool>(false)
  let outage503 = Atomic<Int>(0)
  let outage503WithoutRetryAfter = Atomic<Int>(0)
  let unexpected = Mutex<[Int]>([])
  private let stop = Atomic<Bool>(false)
  private let group = DispatchGroup()

  init(port: UInt16, clients: Int) {
    for client in 0..<clients {
      DispatchQueue.global().async(group: group) { [self] in run(port: port, client: client) }
    }
  }

  var acknowledgedCount: Int { acknowledged.withLock { $0.count } }

  /// Stops the clients and waits for them. Idempotent.
  func finish() {
    stop.store(true, ordering: .relaxed)
    group.wait()
  }

  private func run(port: UInt16, client: Int) {
    var connection: RawHTTPConnection?
    var sent = 0
    while !stop.load(ordering: .relaxed) {
      let id = "load-\(client)-\(sent)"
      sent += 1
      do {
        if connection == nil { connection = try RawHTTPConnection(port: port) }
        let response = try EventServer.post(connection!, EventServer.event(id))
        switch response.status {
        case 200: acknowledged.withLock { $0.append(id) }
        case 503:
          if outage.load(ordering: .relaxed) {
            outage503.add(1, ordering: .relaxed)
            if response.headers["retry-after"] == nil {
              outage503WithoutRetryAfter.add(1, ordering: .relaxed)
            }
          }
          usleep(20_000)
        default: unexpected.withLock { $0.append(response.status) }
        }
      } catch {
        connection = nil
        usleep(20_000)
      }
    }
  }
}
