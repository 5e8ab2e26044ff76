import Foundation
import TestSupport
import Testing

@testable import DialogEvents

/// Releasing a logger frees it and its folder (its threads hold no reference past the stop), without
/// blocking the caller even while a request is in flight. Before, the delivery thread's closure kept
/// the logger alive for the whole loop: `deinit` never ran, the folder stayed locked and the next
/// logger on it waited 2 s and threw.
@Suite("DialogEvents: a logger's lifetime", .serialized) struct LoggerLifetimeTests {
  @Test func releasingTheLastLoggerFreesItAndTheFolderAtOnce() throws {
    let harness = try EventServer()
    let configuration = LoggerFixture.configuration(harness.server.baseURL, folder: harness.queue)
    var logger: EventLogger? = try EventLogger(configuration: configuration)
    let ids = try LoggerFixture.log(logger!, 5)
    #expect(logger!.sync(timeout: 10))
    weak let weakLogger = logger
    weak let weakEngine = logger!.engine
    logger = nil
    #expect(weakLogger == nil)
    #expect(
      LoggerFixture.waitUntil(seconds: 1) { weakEngine == nil }, "the folder's engine outlived its loggers")

    let next = try EventLogger(configuration: configuration)  // the folder, free again
    defer { next.shutDown() }
    #expect(next.currentStatistics.state == .idle)
    #expect(next.flush(timeout: 20))
    let store = try harness.openStore()
    #expect(
      try ids.allSatisfy { try store.event(id: $0) != nil }, "what the first logger wrote is sent by the next"
    )
  }

  /// The engine's URLSession is invalidated when its delivery ends (a session lives, with its
  /// connections and delegate queue, until it is).
  @Test func theDeliverySessionIsReleasedWhenTheLastLoggerGoes() throws {
    let harness = try EventServer()
    let logger = try EventLogger(
      configuration: LoggerFixture.configuration(harness.server.baseURL, folder: harness.queue))
    _ = try LoggerFixture.log(logger, 2)
    #expect(logger.flush(timeout: 20))
    let engine = logger.engine
    logger.shutDown()
    #expect(
      LoggerFixture.waitUntil(seconds: 10) {
        engine.condition.lock()
        defer { engine.condition.unlock() }
        return engine.transportInvalidated
      })
  }

  @Test func releasingALoggerWithARequestInFlightDoesNotBlock() throws {
    let silent = try SilentListener()  // accepts connections, never answers
    var configuration = LoggerFixture.configuration(
      URL(string: "http://127.0.0.1:\(silent.port)")!, folder: LoggerFixture.folder())
    configuration.requestTimeout = 20
    var logger: EventLogger? = try EventLogger(configuration: configuration)
    _ = try LoggerFixture.log(logger!, 3)
    logger!.flush()
    #expect(LoggerFixture.waitUntil(seconds: 10) { silent.connections() > 0 }, "the request is in flight")
    let started = Date()
    logger = nil
    let released = Date().timeIntervalSince(started)
    #expect(released < 0.5, "releasing took \(released) s")
    // A new engine on the folder; the old one ends with its request.
    let next = try EventLogger(configuration: configuration)
    defer { next.shutDown() }
    #expect(try next.impression(campaign: "ab-test", variant: "A") != nil)
    #expect(next.sync(timeout: 10))
  }
}

/// A TCP socket on 127.0.0.1 that listens and never reads or answers: a request to it hangs.
final class SilentListener: @unchecked Sendable {
  let descriptor: Int32
  let port: UInt16

  init() throws {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    self.descriptor = descriptor
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
        bind(descriptor, pointer, length) == 0 && listen(descriptor, 16) == 0
          && getsockname(descriptor, pointer, &length) == 0
      }
    }
    port = UInt16(bigEndian: address.sin_port)
    guard bound else { throw TestFailure("no listening socket") }
  }

  /// Connections waiting in the backlog (accepted by the kernel, never by us): the listening
  /// socket's receive queue in /proc/net/tcp (`tx_queue:rx_queue`, hex).
  func connections() -> Int {
    let text = (try? String(contentsOfFile: "/proc/net/tcp", encoding: .utf8)) ?? ""
    let local = String(format: ":%04X", port)
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: " ")
      guard fields.count > 4, fields[1].hasSuffix(local), fields[3] == "0A" else { continue }
      return fields[4].split(separator: ":").last.flatMap { Int($0, radix: 16) } ?? 0
    }
    return 0
  }

  deinit { close(descriptor) }
}
