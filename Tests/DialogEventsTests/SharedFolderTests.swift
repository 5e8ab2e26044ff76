import Foundation
import TestSupport
import Testing

@testable import DialogEvents

/// One queue folder, many loggers: in one process they share the folder's queue (no wait, no error);
/// in two processes (an app and its extension) they take the folder's lock per operation only, so a
/// process stopped while it keeps a logger (an app suspended by iOS) holds no lock (0xdead10cc), and
/// nothing is lost or stored twice. Before, the first logger held `flock` for its whole life and a
/// second one waited 2 s and threw.
@Suite("DialogEvents: loggers sharing a queue folder", .serialized) struct SharedFolderTests {
  @Test func aSecondLoggerOnTheSameFolderSharesItsQueueWithoutWaiting() throws {
    let harness = try EventServer()
    let configuration = LoggerFixture.configuration(harness.server.baseURL, folder: harness.queue)
    let first = try EventLogger(configuration: configuration)
    defer { first.shutDown() }
    let ids = try LoggerFixture.log(first, 12)
    let started = Date()
    let second = try EventLogger(configuration: configuration)
    defer { second.shutDown() }
    let opened = Date().timeIntervalSince(started)
    #expect(opened < 0.5, "opening a second logger took \(opened) s")
    #expect(second.engine === first.engine, "one queue per folder in a process")
    let more = try LoggerFixture.log(second, 8)
    #expect(second.flush(timeout: 20))
    let store = try harness.openStore()
    #expect(try store.storedEventCount() == ids.count + more.count)
    #expect(try (ids + more).allSatisfy { try store.event(id: $0) != nil })
  }

  @Test func twoProcessesOnOneFolderLoseAndDoubleNothing() throws {
    let harness = try EventServer()
    let arguments = ["--count", "300", "--drain", "--no-sync", "--flush-at", "7"]
    let app = try ClientHarness(port: harness.port, queue: harness.queue, arguments: arguments)
    let extensionProcess = try ClientHarness(port: harness.port, queue: harness.queue, arguments: arguments)
    #expect(app.wait(timeout: 120) == 0)
    #expect(extensionProcess.wait(timeout: 120) == 0)
    let logged = ClientHarness.ids(app.lines, "logged") + ClientHarness.ids(extensionProcess.lines, "logged")
    #expect(logged.count == 600)
    let store = try harness.openStore()
    #expect(try store.storedEventCount() == 600)
    #expect(try logged.allSatisfy { try store.event(id: $0) != nil })
    // One install on one folder: the two processes numbered their events 1…600 between them.
    let seqs = try Set(logged.compactMap { try store.event(id: $0)?.seq })
    #expect(seqs == Set(Int64(1)...600), "seq numbers: \(seqs.count) distinct")
  }

  @Test func aStoppedProcessHoldsNoLockWhileAnotherLogsAndFlushes() throws {
    let harness = try EventServer()
    let holder = try ClientHarness(
      port: harness.port, queue: harness.queue, arguments: ["--count", "200", "--hold", "8", "--drain"])
    #expect(LoggerFixture.waitUntil(seconds: 60) { holder.lines.contains("written") })
    let pid = holder.process.processIdentifier
    kill(pid, SIGSTOP)
    let stoppedAt = Date()
    #expect(
      try !FolderLocks.held(by: pid, folder: harness.queue), "the stopped process holds the folder's lock")
    let other = try ClientHarness(
      port: harness.port, queue: harness.queue, arguments: ["--count", "1000", "--drain", "--flush-at", "50"])
    #expect(other.wait(timeout: 120) == 0, "the other process logs and drains while the holder is stopped")
    #expect(try !FolderLocks.held(by: pid, folder: harness.queue))
    Thread.sleep(forTimeInterval: max(0, 5 - Date().timeIntervalSince(stoppedAt)))
    #expect(try !FolderLocks.held(by: pid, folder: harness.queue))
    kill(pid, SIGCONT)
    #expect(holder.wait(timeout: 120) == 0)
    let logged = ClientHarness.ids(holder.lines, "logged") + ClientHarness.ids(other.lines, "logged")
    #expect(logged.count == 1200)
    let store = try harness.openStore()
    #expect(try store.storedEventCount() == 1200, "every id stored once")
    #expect(try logged.allSatisfy { try store.event(id: $0) != nil })
  }

  @Test func optingOutOnOneLoggerStopsTheOthersOnTheFolder() throws {
    let harness = try EventServer()
    let configuration = LoggerFixture.configuration(harness.server.baseURL, folder: harness.queue)
    let first = try EventLogger(configuration: configuration)
    defer { first.shutDown() }
    let second = try EventLogger(configuration: configuration)
    defer { second.shutDown() }
    try first.optOut()
    #expect(try second.impression(campaign: "ab-test", variant: "A") == nil)
    #expect(second.currentStatistics.state == .optedOut)
    try second.optIn()
    #expect(try first.impression(campaign: "ab-test", variant: "A") != nil)
  }
}

/// The `flock` locks a process holds on a folder's lock file, from `/proc/locks` (Linux).
enum FolderLocks {
  static func held(by pid: Int32, folder: URL) throws -> Bool {
    var status = stat()
    guard stat(folder.appendingPathComponent("events.lock").path, &status) == 0 else { return false }
    let inode = "\(status.st_ino)"
    let text = try String(contentsOfFile: "/proc/locks", encoding: .utf8)
    // e.g. "1: FLOCK  ADVISORY  WRITE 12345 08:01:1234567 0 EOF"
    return text.split(separator: "\n").contains { line in
      let fields = line.split(separator: " ")
      guard fields.count >= 6, fields[1] == "FLOCK", fields[4] == "\(pid)" else { return false }
      return fields[5].split(separator: ":").last.map(String.init) == inode
    }
  }
}
