import Foundation
import TestSupport
import Testing

@testable import DialogEvents

/// One queue folder, one logger: a second logger on the same folder, in this process or another, is
/// refused with ``QueueFolderInUseError`` instead of writing into the first one's log (before the lock,
/// both opened it and appended at their own offsets, overwriting each other's records).
@Suite("DialogEvents: one logger per queue folder", .serialized) struct QueueFolderLockTests {
  @Test func aSecondLoggerOnTheSameFolderIsRefusedAndTheFirstDeliversEverything() throws {
    let harness = try EventServer()
    let configuration = LoggerFixture.configuration(harness.server.baseURL, folder: harness.queue)
    var first: EventLogger? = try EventLogger(configuration: configuration)
    let ids = try LoggerFixture.log(first!, 12)
    let started = Date()
    #expect(throws: QueueFolderInUseError.self) { try EventLogger(configuration: configuration) }
    #expect(Date().timeIntervalSince(started) >= 1.5, "a logger still closing is waited for first")
    #expect(first!.flush(timeout: 20))
    let store = try harness.openStore()
    #expect(try store.storedEventCount() == ids.count)
    #expect(try ids.allSatisfy { try store.event(id: $0) != nil })
    first?.shutDown()
    first = nil

    // The first logger gone (its delivery thread closing it may take a moment: waited for), the
    // folder opens again, with nothing left to send.
    let next = try EventLogger(configuration: configuration)
    defer { next.shutDown() }
    #expect(next.currentStatistics.queued == 0)
  }

  @Test func anotherProcessIsRefusedWhileTheFolderIsHeldAndServedOnceItIsFree() throws {
    let harness = try EventServer()
    let configuration = LoggerFixture.configuration(harness.server.baseURL, folder: harness.queue)
    var held: EventLogger? = try EventLogger(configuration: configuration)
    let refused = try ClientHarness(
      port: harness.port, queue: harness.queue, arguments: ["--count", "5", "--drain"])
    #expect(refused.wait(timeout: 30) == 1)
    #expect(refused.lines.contains { $0.hasPrefix("error ") && $0.contains("in use by another EventLogger") })
    #expect(ClientHarness.ids(refused.lines, "logged").isEmpty)
    held?.shutDown()
    held = nil

    let served = try ClientHarness(
      port: harness.port, queue: harness.queue, arguments: ["--count", "5", "--drain"])
    #expect(served.wait(timeout: 60) == 0)
    let logged = ClientHarness.ids(served.lines, "logged")
    #expect(logged.count == 5)
    let store = try harness.openStore()
    #expect(try logged.allSatisfy { try store.event(id: $0) != nil })
  }

  @Test func optingOutGivesTheFolderUp() throws {
    let harness = try EventServer()
    let configuration = LoggerFixture.configuration(harness.server.baseURL, folder: harness.queue)
    let first = try EventLogger(configuration: configuration)
    defer { first.shutDown() }
    try first.optOut()
    let second = try EventLogger(configuration: configuration)  // opted out: no queue, no lock
    defer { second.shutDown() }
    #expect(second.currentStatistics.state == .optedOut)
    try second.optIn()
    #expect(throws: QueueFolderInUseError.self) { try first.optIn() }
  }
}
