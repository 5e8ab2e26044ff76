import AnalyticsSQLite
import Foundation
import TestSupport
import Testing

/// The event client in a child process against the real server and a real SQLite store: whatever is
/// killed, each id the client printed is stored exactly once, the queue ends empty, and the events
/// the server rejected (an unknown campaign) are in the dead-letter file.
@Suite("DialogEvents: delivery under faults", .serialized) struct DeliveryFaultTests {
  /// Checks the end state after a drain run printed its `stats` line.
  func expectDelivered(
    _ harness: EventServer, logged: [String], invalid: [String], unprinted: Int, drain: [String]
  )
    throws
  {
    #expect(drain.contains("drained"), "\(drain.suffix(3))")
    #expect(drain.last?.hasPrefix("stats queued=0 ") == true, "\(drain.last ?? "")")
    let store = try harness.openStore()
    let missing = try logged.filter { try store.event(id: $0) == nil }
    #expect(
      missing.isEmpty, "\(missing.count) of \(logged.count) logged ids not stored, e.g. \(missing.prefix(3))")
    let storedInvalid = try invalid.filter { try store.event(id: $0) != nil }
    #expect(storedInvalid.isEmpty)
    // The primary key makes a stored id unique; at most one event per kill was logged unprinted.
    let stored = try store.storedEventCount()
    #expect(
      stored >= logged.count && stored <= logged.count + unprinted, "stored \(stored), logged \(logged.count)"
    )
    let dead = try harness.deadLetterIDs()
    let notDead = invalid.filter { !dead.contains($0) }
    #expect(notDead.isEmpty, "\(notDead.count) of \(invalid.count) rejected ids not in the dead-letter file")
    #expect(Set(logged).isDisjoint(with: dead))
  }

  @Test func clientKilledAtRandomMomentsWhileLoggingLosesAndDuplicatesNothing() throws {
    let harness = try EventServer()
    var logged: [String] = []
    var invalid: [String] = []
    let rounds = 5
    for _ in 0..<rounds {
      let client = try ClientHarness(
        port: harness.port, queue: harness.queue,
        arguments: ["--count", "100000", "--delay-ms", "1", "--invalid-every", "9", "--flush-at", "25"])
      // Killed at a random moment once it is logging (not a fixed time: a loaded machine starts the
      // child later), so every round logs something.
      let started = Date()
      while ClientHarness.ids(client.lines, "logged").count < 30, client.process.isRunning,
        Date().timeIntervalSince(started) < 60
      {
        Thread.sleep(forTimeInterval: 0.01)
      }
      Thread.sleep(forTimeInterval: Double.random(in: 0...1.2))
      client.kill9()
      logged += ClientHarness.ids(client.lines, "logged")
      invalid += ClientHarness.ids(client.lines, "invalid")
    }
    #expect(logged.count > 100)
    let drain = try ClientHarness(port: harness.port, queue: harness.queue, arguments: ["--drain"])
    #expect(drain.wait() == 0)
    try expectDelivered(harness, logged: logged, invalid: invalid, unprinted: rounds, drain: drain.lines)
  }

  @Test func serverKilledAndRestartedMidFlushLosesAndDuplicatesNothing() throws {
    let harness = try EventServer()
    let client = try ClientHarness(
      port: harness.port, queue: harness.queue,
      arguments: [
        "--count", "3000", "--delay-ms", "0.5", "--invalid-every", "13", "--flush-at", "40", "--drain",
      ])
    for _ in 0..<2 {
      let seen = client.lines.count
      while client.lines.count < seen + 600, client.process.isRunning { Thread.sleep(forTimeInterval: 0.01) }
      harness.server.stop(signal: SIGKILL)
      Thread.sleep(forTimeInterval: 1)
      try harness.restartOnSamePort()
    }
    #expect(client.wait() == 0)
    let lines = client.lines
    try expectDelivered(
      harness, logged: ClientHarness.ids(lines, "logged"), invalid: ClientHarness.ids(lines, "invalid"),
      unprinted: 0, drain: lines)
  }

  @Test func rateLimit429sAreWaitedOutAndEverythingArrives() throws {
    let harness = try EventServer(extraArguments: ["--rate-limit", "200"])
    let client = try ClientHarness(
      port: harness.port, queue: harness.queue,
      arguments: ["--count", "2000", "--invalid-every", "11", "--flush-at", "100", "--drain"])
    #expect(client.wait() == 0)
    let lines = client.lines
    let retries = lines.last?.split(separator: " ").first { $0.hasPrefix("retries=") }
    #expect(retries != nil && retries != "retries=0", "the server answered 429: \(lines.last ?? "")")
    try expectDelivered(
      harness, logged: ClientHarness.ids(lines, "logged"), invalid: ClientHarness.ids(lines, "invalid"),
      unprinted: 0, drain: lines)
    harness.server.stop()
    #expect(harness.server.stderrText.contains("status=429"))
  }
}
