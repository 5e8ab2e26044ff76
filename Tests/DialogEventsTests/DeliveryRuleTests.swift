import Foundation
import TestSupport
import Testing

@testable import DialogEvents

/// Each delivery rule of the event client, in the test process against the real server and SQLite:
/// 413 (the server's 256 KiB body limit), 403 (an origin the server refuses), 405 (a wrong base URL),
/// opt-out, the queue's bounds and a torn last record.
@Suite("DialogEvents: delivery rules against the server", .serialized) struct DeliveryRuleTests {
  @Test func aBatchOverTheServersBodyLimitIsSplitAndEveryEventArrives() throws {
    let harness = try EventServer()
    var configuration = LoggerFixture.configuration(harness.server.baseURL, folder: harness.queue)
    configuration.maxBatchBytes = 1024 * 1024  // the client's own limit raised past the server's 256 KiB
    configuration.userID = String(repeating: "😀", count: 128)  // 512 bytes: about 650 an event
    let logger = try EventLogger(configuration: configuration)
    defer { logger.shutDown() }
    let ids = try LoggerFixture.log(logger, 1000)
    #expect(logger.flush(timeout: 60), "\(logger.currentStatistics.state)")
    let statistics = logger.currentStatistics
    #expect(statistics.queued == 0)
    #expect(statistics.deadLettered == 0)
    #expect(statistics.accepted == 1000)
    let store = try harness.openStore()
    #expect(try ids.filter { try store.event(id: $0) == nil }.isEmpty)
    #expect(try store.storedEventCount() == 1000)
    harness.server.stop()
    // 500 events (about 325 KB) are refused once; the halved batch is kept for the requests after it.
    #expect(LoggerFixture.answers(413, in: harness.server.stderrText) == 1)
    let accepted = LoggerFixture.answers(200, in: harness.server.stderrText)
    #expect((4...5).contains(accepted), "1000 events in batches of half the refused body: \(accepted)")
  }

  @Test func aRefusedOriginStopsDeliveryKeepsTheQueueAndResumeDeliversOnceAllowed() throws {
    let harness = try EventServer()
    var configuration = LoggerFixture.configuration(harness.server.baseURL, folder: harness.queue)
    configuration.headers = ["Origin": "https://shop.example"]
    let logger = try EventLogger(configuration: configuration)
    defer { logger.shutDown() }
    let ids = try LoggerFixture.log(logger, 5)
    #expect(!logger.flush(timeout: 20))
    guard case .misconfigured(let status, let message) = logger.currentStatistics.state else {
      Issue.record("not misconfigured: \(logger.currentStatistics.state)")
      return
    }
    #expect(status == 403)
    #expect(message.contains("--allowed-origins"), "the server's sentence: \(message)")
    #expect(logger.currentStatistics.queued == 5)
    Thread.sleep(forTimeInterval: 0.5)
    harness.server.stop()
    #expect(LoggerFixture.answers(403, in: harness.server.stderrText) == 1, "asked once, not in a loop")

    try harness.restartOnSamePort(adding: ["--allowed-origins", "https://shop.example"])
    logger.resume()
    #expect(logger.flush(timeout: 20), "\(logger.currentStatistics.state)")
    let store = try harness.openStore()
    #expect(try ids.filter { try store.event(id: $0) == nil }.isEmpty)
    #expect(logger.currentStatistics.state == .idle)
  }

  @Test func aWrongBaseURLStopsDeliveryAndTheQueueIsDeliveredOnceTheURLIsRight() throws {
    let harness = try EventServer()
    // POST /dialog-preview/api/events: no such route, and the static files answer 405 to a POST.
    let wrong = harness.server.baseURL.appendingPathComponent("dialog-preview")
    var logger: EventLogger? = try EventLogger(
      configuration: LoggerFixture.configuration(wrong, folder: harness.queue))
    let ids = try LoggerFixture.log(logger!, 5)
    #expect(logger?.flush(timeout: 20) == false)
    guard case .misconfigured(let status, _) = logger?.currentStatistics.state else {
      Issue.record("not misconfigured: \(String(describing: logger?.currentStatistics.state))")
      return
    }
    #expect(status == 405)
    #expect(logger?.currentStatistics.queued == 5)
    Thread.sleep(forTimeInterval: 0.5)
    #expect(LoggerFixture.answers(405, in: harness.server.stderrLog.text) == 1, "asked once, not in a loop")
    logger?.shutDown()
    logger = nil

    // The app, updated with the right URL, starts on the same queue folder.
    let fixed = try EventLogger(
      configuration: LoggerFixture.configuration(harness.server.baseURL, folder: harness.queue))
    defer { fixed.shutDown() }
    #expect(fixed.sync(timeout: 10))
    #expect(fixed.currentStatistics.queued == 5)
    #expect(fixed.flush(timeout: 20), "\(fixed.currentStatistics.state)")
    let store = try harness.openStore()
    #expect(try ids.filter { try store.event(id: $0) == nil }.isEmpty)
    #expect(fixed.deadLetters().isEmpty)
  }

  @Test func optingOutStopsLoggingAndDeletesTheQueuedEvents() throws {
    let harness = try EventServer()
    let configuration = LoggerFixture.configuration(harness.server.baseURL, folder: harness.queue)
    let logger = try EventLogger(configuration: configuration)
    _ = try LoggerFixture.log(logger, 10)
    #expect(logger.sync(timeout: 10))
    let log = harness.queue.appendingPathComponent(EventQueue.fileName)
    #expect(FileManager.default.fileExists(atPath: log.path))
    try logger.optOut()
    #expect(!FileManager.default.fileExists(atPath: log.path), "the queued events are deleted")
    #expect(try logger.impression(campaign: "ab-test", variant: "A") == nil, "nothing is logged")
    #expect(logger.flush(timeout: 5))
    #expect(logger.currentStatistics.queued == 0)
    #expect(logger.currentStatistics.state == .optedOut)
    logger.shutDown()

    let relaunched = try EventLogger(configuration: configuration)
    defer { relaunched.shutDown() }
    #expect(relaunched.currentStatistics.state == .optedOut, "the choice is kept across launches")
    #expect(try relaunched.tap(campaign: "ab-test", variant: "A") == nil)
    #expect(relaunched.flush(timeout: 5))
    #expect(try harness.openStore().storedEventCount() == 0, "nothing reached the server")

    try relaunched.optIn()
    let after = try LoggerFixture.log(relaunched, 1)
    #expect(relaunched.flush(timeout: 20))
    #expect(try harness.openStore().storedEventCount() == 1)
    #expect(try harness.openStore().event(id: after[0]) != nil)
  }

  @Test func theQueueBoundByCountDropsTheOldestFirstAndCountsThem() throws {
    let harness = try EventServer()
    var configuration = LoggerFixture.configuration(harness.server.baseURL, folder: harness.queue)
    configuration.maxQueueCount = 50
    var logger: EventLogger? = try EventLogger(configuration: configuration)
    let ids = try LoggerFixture.log(logger!, 80)
    #expect(logger!.sync(timeout: 10))
    #expect(logger?.currentStatistics.queued == 50)
    #expect(logger?.currentStatistics.dropped == 30)
    logger?.shutDown()
    logger = nil

    let relaunched = try EventLogger(configuration: configuration)
    defer { relaunched.shutDown() }
    #expect(relaunched.sync(timeout: 10))
    #expect(relaunched.currentStatistics.dropped == 30, "the drop counter survives a relaunch")
    #expect(relaunched.flush(timeout: 20))
    try expectStored(harness, exactly: Array(ids.suffix(50)), of: ids)
  }

  @Test func theQueueBoundByBytesDropsTheOldestFirstAndCountsThem() throws {
    let harness = try EventServer()
    var configuration = LoggerFixture.configuration(harness.server.baseURL, folder: harness.queue)
    configuration.maxQueueBytes = 8 * 1024
    let logger = try EventLogger(configuration: configuration)
    defer { logger.shutDown() }
    let ids = try LoggerFixture.log(logger, 100)
    #expect(logger.sync(timeout: 10))
    let statistics = logger.currentStatistics
    logger.engine.stateLock.lock()
    let liveBytes = logger.engine.queue.liveBytes
    logger.engine.stateLock.unlock()
    #expect(liveBytes <= 8 * 1024 && liveBytes > 8 * 1024 - 300, "\(liveBytes) bytes of events kept")
    #expect(statistics.queued > 20 && statistics.queued < 100, "\(statistics.queued) kept")
    #expect(statistics.dropped == 100 - statistics.queued)
    #expect(logger.flush(timeout: 20))
    try expectStored(harness, exactly: Array(ids.suffix(statistics.queued)), of: ids)
  }

  @Test(arguments: [3, 8, 9, 60])
  func aTornLastRecordIsSkippedOnRestartAndTheEarlierEventsDelivered(keptBytesOfLastRecord: Int) throws {
    let harness = try EventServer()
    let configuration = LoggerFixture.configuration(harness.server.baseURL, folder: harness.queue)
    var logger: EventLogger? = try EventLogger(configuration: configuration)
    let earlier = try LoggerFixture.log(logger!, 19)
    #expect(logger!.sync(timeout: 10))
    let before = logger!.currentStatistics.queueFileBytes
    let last = try LoggerFixture.log(logger!, 1)
    #expect(logger!.sync(timeout: 10))
    #expect(logger!.currentStatistics.queueFileBytes > before + keptBytesOfLastRecord)
    logger?.shutDown()
    logger = nil
    // The process killed mid-append: only part of the last record reached the file.
    let file = try FileHandle(forWritingTo: harness.queue.appendingPathComponent(EventQueue.fileName))
    try file.truncate(atOffset: UInt64(before + keptBytesOfLastRecord))
    try file.close()

    var relaunched: EventLogger? = try EventLogger(configuration: configuration)
    #expect(relaunched!.sync(timeout: 10))
    #expect(relaunched?.currentStatistics.queued == 19)
    #expect(relaunched?.currentStatistics.queueFileBytes == before, "the torn tail is cut off")
    let after = try LoggerFixture.log(relaunched!, 1)  // appended where the torn record began
    #expect(relaunched!.sync(timeout: 10))
    relaunched?.shutDown()
    relaunched = nil

    let again = try EventLogger(configuration: configuration)
    defer { again.shutDown() }
    #expect(again.sync(timeout: 10))
    #expect(again.currentStatistics.queued == 20, "the event appended after the cut is read back")
    #expect(again.flush(timeout: 20))
    try expectStored(harness, exactly: earlier + after, of: earlier + last + after)
  }

  /// The store holds exactly `expected` of `all` (each once: ids are the primary key).
  func expectStored(_ harness: EventServer, exactly expected: [String], of all: [String]) throws {
    let store = try harness.openStore()
    let stored = try Set(all.filter { try store.event(id: $0) != nil })
    #expect(stored == Set(expected), "\(stored.count) stored, \(expected.count) expected")
    #expect(try store.storedEventCount() == expected.count)
  }
}
