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

  /// An app and its extension on one App Group queue folder, the install folder left to its default:
  /// one install, kept in the queue folder and carried over from the app's earlier one (in its own
  /// Application Support: here the XDG data folder), its `seq` numbers 1…600 with no gap. An install
  /// folder outside the group is refused with a sentence.
  @Test func anAppAndItsExtensionOnAnAppGroupFolderAreOneInstall() throws {
    let harness = try EventServer()
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("dp-group-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let queue = root.appendingPathComponent("Containers/Shared/AppGroup/0F1E2D3C-group/DialogPreview/events")
    let appData = root.appendingPathComponent("app-data")
    let extensionData = root.appendingPathComponent("ext-data")
    let earlier = "6f0c3b7e-2a1d-4e5f-9a8b-7c6d5e4f3a2b"
    try FileManager.default.createDirectory(
      at: appData.appendingPathComponent("DialogPreview"), withIntermediateDirectories: true)
    try Data((earlier + "\n").utf8).write(to: appData.appendingPathComponent("DialogPreview/install-id"))
    let arguments = [
      "--count", "300", "--drain", "--no-sync", "--flush-at", "7", "--install-folder", "default",
    ]
    let app = try ClientHarness(
      port: harness.port, queue: queue, arguments: arguments, environment: ["XDG_DATA_HOME": appData.path])
    #expect(LoggerFixture.waitUntil(seconds: 60) { app.lines.contains("written") })
    let extensionProcess = try ClientHarness(
      port: harness.port, queue: queue, arguments: arguments,
      environment: ["XDG_DATA_HOME": extensionData.path])
    #expect(app.wait(timeout: 120) == 0)
    #expect(extensionProcess.wait(timeout: 120) == 0)
    let logged = ClientHarness.ids(app.lines, "logged") + ClientHarness.ids(extensionProcess.lines, "logged")
    #expect(logged.count == 600)
    let store = try harness.openStore()
    let events = try logged.compactMap { try store.event(id: $0) }
    #expect(events.count == 600)
    #expect(Set(events.compactMap(\.install)) == [earlier], "one install, the app's earlier one")
    #expect(Set(events.compactMap(\.seq)) == Set(Int64(1)...600), "no gap, no number twice")
    #expect(
      try String(contentsOf: queue.appendingPathComponent("install-id"), encoding: .utf8) == earlier + "\n")

    let outside = try ClientHarness(
      port: harness.port, queue: queue,
      arguments: ["--count", "1", "--install-folder", root.appendingPathComponent("elsewhere").path])
    #expect(outside.wait(timeout: 60) == 1)
    #expect(outside.lines.contains { $0.hasPrefix("error") && $0.contains("App Group") }, "\(outside.lines)")
  }

  /// A second logger of the process on a folder, with other delivery settings, is refused with the
  /// names of those settings: the first logger's would silently deliver for it.
  @Test func aSecondLoggerWithOtherDeliverySettingsIsRefused() throws {
    let harness = try EventServer()
    let configuration = LoggerFixture.configuration(harness.server.baseURL, folder: harness.queue)
    let first = try EventLogger(configuration: configuration)
    defer { first.shutDown() }
    var other = configuration
    other.baseURL = URL(string: "http://127.0.0.1:9/")!
    other.headers = ["Authorization": "Bearer x"]
    other.userID = "another-user"
    #expect {
      _ = try EventLogger(configuration: other)
    } throws: { error in
      let text = "\(error)"
      return text.contains("baseURL, headers") && !text.contains("userID")
        && text.contains(harness.queue.lastPathComponent)
    }
    var sameDelivery = configuration
    sameDelivery.userID = "another-user"
    let second = try EventLogger(configuration: sameDelivery)
    defer { second.shutDown() }
    #expect(second.engine === first.engine)
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

  /// Another process opts out between the writer's look for the `opted-out` file and its taking the
  /// folder's lock (held here as that process holds it): the batch is not written and the log it
  /// deleted is not made again.
  @Test func anOptOutWhileTheWriterWaitsForTheLockWritesNothing() throws {
    let harness = try EventServer()
    let logger = try EventLogger(
      configuration: LoggerFixture.configuration(harness.server.baseURL, folder: harness.queue))
    defer { logger.shutDown() }
    _ = try LoggerFixture.log(logger, 1)
    #expect(logger.sync(timeout: 10))
    let log = harness.queue.appendingPathComponent("events.log")
    #expect(FileManager.default.fileExists(atPath: log.path))
    try QueueFolderLock(folder: harness.queue).withLock {
      _ = try LoggerFixture.log(logger, 3)
      Thread.sleep(forTimeInterval: 0.4)  // the writer has looked, and waits for the lock
      #expect(
        FileManager.default.createFile(
          atPath: harness.queue.appendingPathComponent("opted-out").path, contents: Data()))
      try FileManager.default.removeItem(at: log)
    }
    #expect(logger.sync(timeout: 10))
    #expect(!FileManager.default.fileExists(atPath: log.path), "the log was written again after the opt-out")
    #expect(try logger.log(.impression, campaign: "ab-test", variant: "A") == nil, "opted out")
  }

  /// From an async context (the main actor's), `clearDeadLetters()` and `optOut()` wait for the
  /// folder's lock off the caller's thread (and `deadLetters()` reads off it): three calls waiting while
  /// another process holds the lock hold none of the concurrency pool's threads (two in tests), so
  /// other work runs at once.
  @Test func theAsyncCallsWaitForTheLockOffTheCallersThread() async throws {
    let harness = try EventServer()
    let logger = try EventLogger(
      configuration: LoggerFixture.configuration(harness.server.baseURL, folder: harness.queue))
    defer { logger.shutDown() }
    _ = try LoggerFixture.log(logger, 1)
    #expect(logger.sync(timeout: 10))
    let held = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let folder = harness.queue
    Thread.detachNewThread {
      try? QueueFolderLock(folder: folder).withLock {
        held.signal()
        _ = release.wait(timeout: .now() + 1.5)
      }
    }
    held.wait()
    let started = Date()
    async let first: Void = logger.clearDeadLetters()
    async let second: Void = logger.clearDeadLetters()
    async let third: Void = logger.clearDeadLetters()
    async let letters = logger.deadLetters()
    try await Task.sleep(for: .milliseconds(100))
    let ranAfter = await Task.detached { Date().timeIntervalSince(started) }.value
    #expect(ranAfter < 0.6, "other work waited \(ranAfter) s behind the calls waiting for the lock")
    release.signal()
    _ = await (first, second, third, letters)
    try await logger.optOut()
    #expect(try logger.log(.impression, campaign: "ab-test", variant: "A") == nil, "opted out")
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
