import Foundation
import Testing

@testable import App
@testable import HTTPServer

/// The access log line is built by hand on the hot path; it must read exactly as the logfmt it replaced.
@Suite struct AccessLogTests {
  func record(path: String = "/api/events", milliseconds: Double = 1.234) -> RequestRecord {
    RequestRecord(
      method: "POST", rawPath: path, status: 200, bytes: 45, milliseconds: milliseconds,
      clientAddress: "127.0.0.1",
      forwardedFor: nil)
  }

  @Test func aLineHasEveryFieldInOrder() {
    let now = Date(timeIntervalSince1970: 1_764_400_000.123)
    #expect(
      AccessLog.line(record(), now: now)
        == "time=2025-11-29T07:06:40.123Z method=POST path=/api/events status=200 bytes=45 ms=1.23 client=127.0.0.1"
    )
  }

  @Test func timesAndDurationsArePadded() {
    let now = Date(timeIntervalSince1970: 1_577_836_801.007)
    let line = AccessLog.line(record(milliseconds: 12.005), now: now)
    #expect(line.hasPrefix("time=2020-01-01T00:00:01.007Z "))
    #expect(line.contains(" ms=12.01 ") || line.contains(" ms=12.00 "))
    #expect(AccessLog.line(record(milliseconds: 0.05), now: now).contains(" ms=0.05 "))
    #expect(AccessLog.line(record(milliseconds: 3), now: now).contains(" ms=3.00 "))
  }

  @Test func oddPathsAreQuotedAndEscaped() {
    #expect(AccessLog.quote("/a b") == "\"/a b\"")
    #expect(AccessLog.quote("/a\"b\\c") == "\"/a\\\"b\\\\c\"")
    #expect(AccessLog.quote("/a\u{1}b") == "\"/a\\x01b\"")
    #expect(AccessLog.quote("") == "\"\"")
    #expect(AccessLog.quote("/é") == "\"/é\"")
  }
}
