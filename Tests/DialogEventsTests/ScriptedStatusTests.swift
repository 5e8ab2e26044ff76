import DialogEvents
import Foundation
import Testing

/// The delivery rules for answers the dialog-preview server never gives this client, against a
/// ``ScriptedServer`` in the test process: the library always sends `application/json` and a
/// well-formed batch of at most 500 events (so no whole-batch 400 or 415), the server's unknown paths
/// answer a POST with 405 (never 404), it never answers 408, and its `Retry-After` is in seconds.
@Suite("DialogEvents: statuses the server never sends", .serialized) struct ScriptedStatusTests {
  @Test func retryAfterAsAnHTTPDateIsWaitedFor() throws {
    let date = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 + 3).rounded(.up))
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    let header = formatter.string(from: date)
    let stub = try ScriptedServer(script: [
      ScriptedServer.error(503, "Retry later.", headers: [("Retry-After", header)])
    ])
    let logger = try EventLogger(
      configuration: LoggerFixture.configuration(stub.baseURL, folder: LoggerFixture.folder()))
    defer { logger.shutDown() }
    let ids = try LoggerFixture.log(logger, 3)
    #expect(logger.flush(timeout: 30))
    let received = stub.received
    #expect(received.count == 2)
    #expect(received.map(\.ids) == [ids, ids], "the same ids on the retry")
    // Backoff alone (at most 50 ms here) would have retried at once.
    #expect(
      received.last.map { $0.at >= date } == true,
      "retried at \(received.last?.at.timeIntervalSince1970 ?? 0), asked \(header)")
    #expect(logger.currentStatistics.retries == 1)
  }

  /// An explicit flush (or the background flush) tries again at once instead of sitting out a long
  /// backoff (a proxy's 502, no Retry-After: up to 10 minutes here), once per flush asked for; a
  /// server's Retry-After still holds for it.
  @Test func aFlushDoesNotSitOutTheBackoffButWaitsForRetryAfter() throws {
    let stub = try ScriptedServer(script: [ScriptedServer.error(502, "Bad gateway.")])
    var configuration = LoggerFixture.configuration(stub.baseURL, folder: LoggerFixture.folder())
    configuration.retryBaseDelay = 600
    configuration.retryMaxDelay = 600
    let logger = try EventLogger(configuration: configuration)
    defer { logger.shutDown() }
    let ids = try LoggerFixture.log(logger, 3)
    #expect(!logger.flush(timeout: 0.3), "the first attempt answered 502")
    #expect(stub.received.count == 1, "one attempt per flush, not a loop")
    let asked = Date()
    #expect(logger.flush(timeout: 10), "\(logger.currentStatistics.state)")
    #expect(Date().timeIntervalSince(asked) < 5)
    #expect(stub.received.map(\.ids) == [ids, ids])

    let polite = try ScriptedServer(script: [
      ScriptedServer.error(503, "Retry later.", headers: [("Retry-After", "2")])
    ])
    let other = try EventLogger(
      configuration: LoggerFixture.configuration(polite.baseURL, folder: LoggerFixture.folder()))
    defer { other.shutDown() }
    _ = try LoggerFixture.log(other, 2)
    let started = Date()
    #expect(!other.flush(timeout: 0.5))
    #expect(other.flush(timeout: 10))
    #expect(polite.received.count == 2)
    #expect(
      polite.received.last.map { $0.at.timeIntervalSince(started) >= 1.9 } == true, "Retry-After: 2 held")
  }

  @Test func a408IsRetriedLikeATimeout() throws {
    let stub = try ScriptedServer(script: [ScriptedServer.error(408, "The request took too long.")])
    let logger = try EventLogger(
      configuration: LoggerFixture.configuration(stub.baseURL, folder: LoggerFixture.folder()))
    defer { logger.shutDown() }
    let ids = try LoggerFixture.log(logger, 3)
    #expect(logger.flush(timeout: 30))
    #expect(stub.received.map(\.ids) == [ids, ids])
    #expect(logger.currentStatistics.retries == 1)
    #expect(logger.currentStatistics.accepted == 3)
    #expect(logger.deadLetters().isEmpty)
  }

  @Test(arguments: [
    (400, "The body is not valid JSON."),
    (415, "Send events as application/json or text/plain (what navigator.sendBeacon sends)."),
  ])
  func aWholeBatchRefusedIsDeadLetteredOnceWithTheServersSentence(status: Int, sentence: String) throws {
    let stub = try ScriptedServer(script: [ScriptedServer.error(status, sentence)])
    let logger = try EventLogger(
      configuration: LoggerFixture.configuration(stub.baseURL, folder: LoggerFixture.folder()))
    defer { logger.shutDown() }
    let ids = try LoggerFixture.log(logger, 4)
    #expect(logger.flush(timeout: 30))
    Thread.sleep(forTimeInterval: 0.3)
    #expect(stub.received.count == 1, "not retried")
    let letters = logger.deadLetters()
    #expect(letters.map(\.id) == ids)
    #expect(
      letters.allSatisfy { $0.status == status && $0.error == sentence },
      "\(letters.first.map(\.error) ?? "")")
    #expect(logger.currentStatistics.queued == 0)
    #expect(logger.currentStatistics.deadLettered == 4)
    #expect(logger.currentStatistics.retries == 0)

    let next = try LoggerFixture.log(logger, 1)  // delivery goes on
    #expect(logger.flush(timeout: 30))
    #expect(stub.received.last?.ids == next)
    #expect(logger.deadLetters().count == 4)
  }

  @Test func a404StopsDeliveryKeepsTheQueueAndResumeSendsItAgain() throws {
    let stub = try ScriptedServer(script: [ScriptedServer.error(404, "Nothing is here.")])
    let logger = try EventLogger(
      configuration: LoggerFixture.configuration(stub.baseURL, folder: LoggerFixture.folder()))
    defer { logger.shutDown() }
    let ids = try LoggerFixture.log(logger, 3)
    #expect(!logger.flush(timeout: 30))
    #expect(logger.currentStatistics.state == .misconfigured(status: 404, message: "Nothing is here."))
    Thread.sleep(forTimeInterval: 0.3)
    #expect(stub.received.count == 1, "stopped, not retried")
    #expect(logger.currentStatistics.queued == 3)
    logger.resume()
    #expect(logger.flush(timeout: 30))
    #expect(stub.received.map(\.ids) == [ids, ids])
    #expect(logger.deadLetters().isEmpty)
  }
}
