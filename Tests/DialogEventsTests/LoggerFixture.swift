import DialogEvents
import Foundation
import TestSupport

/// In-process loggers for the delivery-rule tests: nothing is sent until ``EventLogger/flush()``
/// (no `flushAt`, an hour's interval) and backoff is short.
enum LoggerFixture {
  static func configuration(_ baseURL: URL, folder: URL) -> EventLoggerConfiguration {
    var configuration = EventLoggerConfiguration(baseURL: baseURL, folder: folder, userID: "rules-user")
    configuration.flushAt = 100_000
    configuration.flushInterval = 3600
    configuration.retryBaseDelay = 0.01
    configuration.retryMaxDelay = 0.05
    configuration.requestTimeout = 10
    return configuration
  }

  /// Logs `count` events of campaign `ab-test` (impressions, taps, closes in turn); returns their ids.
  static func log(_ logger: EventLogger, _ count: Int) throws -> [String] {
    try (0..<count).map { index in
      let variant = index % 2 == 0 ? "A" : "B"
      let id: String?
      switch index % 3 {
      case 0: id = try logger.impression(campaign: "ab-test", variant: variant)
      case 1: id = try logger.tap(campaign: "ab-test", variant: variant)
      default: id = try logger.close(campaign: "ab-test", variant: variant, trigger: .overlay)
      }
      guard let id else { throw TestFailure("the logger refused an event (opted out?)") }
      return id
    }
  }

  /// A fresh queue folder under the temporary directory.
  static func folder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("dp-queue-\(UUID().uuidString)")
  }

  /// Waits up to `seconds` for `condition`, polling every 20 ms; returns whether it held.
  static func waitUntil(seconds: Double, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if try condition() { return true }
      Thread.sleep(forTimeInterval: 0.02)
    }
    return try condition()
  }

  /// The number of `POST /api/events` answered with `status` in a server's access log.
  static func answers(_ status: Int, in log: String) -> Int {
    log.components(separatedBy: "\n").filter {
      $0.contains("method=POST") && $0.contains(" status=\(status) ")
    }.count
  }
}
