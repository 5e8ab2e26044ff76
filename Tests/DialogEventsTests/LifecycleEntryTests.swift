import Foundation
import HTTPServer
import Synchronization
import TestSupport
import Testing

@testable import DialogEvents

/// The lifecycle the logger runs itself on iOS, driven here through the same entry points: going to
/// the background flushes inside a background task begun and ended once; the network's return ends a
/// backoff that a network error caused (not one the server asked for); a folder that can't be
/// written yet (protected data before the first unlock) keeps the events in memory instead of failing.
@Suite("DialogEvents: lifecycle entry points", .serialized) struct LifecycleEntryTests {
  @Test func goingToTheBackgroundFlushesInsideOneBackgroundTask() throws {
    let harness = try EventServer()
    var configuration = LoggerFixture.configuration(harness.server.baseURL, folder: harness.queue)
    let runner = RecordingRunner()
    configuration.backgroundTasks = runner
    let logger = try EventLogger(configuration: configuration)
    defer { logger.shutDown() }
    let ids = try LoggerFixture.log(logger, 7)
    logger.applicationDidEnterBackground()
    #expect(LoggerFixture.waitUntil(seconds: 20) { runner.counts() == (begun: 1, ended: 1) })
    let store = try harness.openStore()
    #expect(try ids.allSatisfy { try store.event(id: $0) != nil }, "flushed before the task ended")
  }

  /// The background time runs out while the app logs: the engine finishes what it does under the
  /// folder's lock and takes it no more (iOS kills a suspended app holding a lock in an App Group,
  /// 0xdead10cc): the log doesn't grow, events wait in memory. Back in the foreground they are written.
  @Test func anExpiredBackgroundTaskLeavesTheFolderAloneUntilTheForeground() throws {
    let harness = try EventServer()
    var configuration = LoggerFixture.configuration(harness.server.baseURL, folder: harness.queue)
    let runner = ExpiringRunner()
    configuration.backgroundTasks = runner
    let logger = try EventLogger(configuration: configuration)
    defer { logger.shutDown() }
    let first = try LoggerFixture.log(logger, 20)
    #expect(logger.sync(timeout: 10))
    logger.applicationDidEnterBackground()
    let expired = try #require(runner.waitForExpiry(seconds: 10))
    let logging = Thread {
      for _ in 0..<100 {
        _ = try? LoggerFixture.log(logger, 1)
        usleep(2_000)
      }
    }
    logging.start()
    usleep(30_000)
    expired()
    #expect(try !FolderLocks.held(by: getpid(), folder: harness.queue), "the lock held after the expiry")
    let log = harness.queue.appendingPathComponent("events.log")
    let size = { (try? FileManager.default.attributesOfItem(atPath: log.path)[.size] as? Int) ?? -1 }
    let atExpiry = size()
    Thread.sleep(forTimeInterval: 0.6)
    #expect(size() == atExpiry, "the log grew after the background time ran out")
    #expect(!logger.sync(timeout: 0.2), "what was logged meanwhile waits in memory")
    logger.applicationWillEnterForeground()
    #expect(logger.sync(timeout: 10), "written once in the foreground")
    #expect(size() > atExpiry)
    #expect(logger.flush(timeout: 20))
    #expect(try harness.openStore().storedEventCount() >= first.count + 100)
  }

  @Test func theNetworksReturnEndsANetworkErrorsBackoff() throws {
    let port = try SilentListener.freePort()
    var configuration = LoggerFixture.configuration(
      URL(string: "http://127.0.0.1:\(port)")!, folder: LoggerFixture.folder())
    configuration.retryBaseDelay = 600  // a backoff far longer than the test
    configuration.retryMaxDelay = 600
    let logger = try EventLogger(configuration: configuration)
    defer { logger.shutDown() }
    _ = try LoggerFixture.log(logger, 4)
    logger.flush()
    #expect(
      LoggerFixture.waitUntil(seconds: 10) { logger.currentStatistics.retries >= 1 }, "nothing listens yet")
    let server = try ScriptedServer(script: [], port: port)
    Thread.sleep(forTimeInterval: 0.5)
    #expect(server.received.isEmpty, "still backing off")
    logger.networkBecameAvailable()
    #expect(LoggerFixture.waitUntil(seconds: 10) { logger.currentStatistics.queued == 0 })
    #expect(server.received.flatMap(\.ids).count == 4)
  }

  @Test func theNetworksReturnKeepsABackoffTheServerAskedFor() throws {
    let server = try ScriptedServer(
      script: [ScriptedServer.error(503, "busy", headers: [("Retry-After", "300")])])
    let logger = try EventLogger(
      configuration: LoggerFixture.configuration(server.baseURL, folder: LoggerFixture.folder()))
    defer { logger.shutDown() }
    _ = try LoggerFixture.log(logger, 2)
    logger.flush()
    #expect(LoggerFixture.waitUntil(seconds: 10) { server.received.count == 1 })
    logger.networkBecameAvailable()
    Thread.sleep(forTimeInterval: 1)
    #expect(server.received.count == 1, "Retry-After: 300 stands")
  }

  @Test func aFolderThatCantBeWrittenYetKeepsEventsUntilItCan() throws {
    let harness = try EventServer()
    let blocker = LoggerFixture.folder()  // a file where the queue folder's parent should be
    #expect(FileManager.default.createFile(atPath: blocker.path, contents: Data("x".utf8)))
    let folder = blocker.appendingPathComponent("queue")
    let logger = try EventLogger(
      configuration: LoggerFixture.configuration(harness.server.baseURL, folder: folder))
    defer { logger.shutDown() }
    let ids = try LoggerFixture.log(logger, 3)
    #expect(!logger.sync(timeout: 0.5), "nothing can be written yet")
    #expect(logger.currentStatistics.queued == 3)
    try FileManager.default.removeItem(at: blocker)
    logger.protectedDataBecameAvailable()
    #expect(logger.sync(timeout: 10))
    #expect(logger.flush(timeout: 20))
    let store = try harness.openStore()
    #expect(try ids.allSatisfy { try store.event(id: $0) != nil })
  }
}

/// Counts the background tasks begun and ended; runs the work on a thread of its own.
final class RecordingRunner: BackgroundTaskRunner {
  private let state = Mutex((begun: 0, ended: 0))

  func run(named name: String, _ work: @escaping @Sendable () -> Void) {
    state.withLock { $0.begun += 1 }
    Thread.detachNewThread { [self] in
      work()
      state.withLock { $0.ended += 1 }
    }
  }

  func counts() -> (begun: Int, ended: Int) { state.withLock { $0 } }
}

extension SilentListener {
  /// A port nothing listens on (bound, read, closed).
  static func freePort() throws -> UInt16 {
    let listener = try SilentListener()
    return listener.port
  }
}

/// Runs the work on a thread of its own and keeps the expiry handler, for the test to call.
final class ExpiringRunner: BackgroundTaskRunner {
  private let state = Mutex<(@Sendable () -> Void)?>(nil)

  func run(named name: String, _ work: @escaping @Sendable () -> Void) {
    Thread.detachNewThread { work() }
  }

  func run(
    named name: String, _ work: @escaping @Sendable () -> Void, expired: @escaping @Sendable () -> Void
  ) {
    state.withLock { $0 = expired }
    Thread.detachNewThread { work() }
  }

  func waitForExpiry(seconds: TimeInterval) -> (@Sendable () -> Void)? {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if let expired = state.withLock({ $0 }) { return expired }
      usleep(10_000)
    }
    return nil
  }
}
