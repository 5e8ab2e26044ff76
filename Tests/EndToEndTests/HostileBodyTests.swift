import Foundation
import TestSupport
import Testing

/// Hostile bodies to `POST /api/events` (and POSTs elsewhere) on a real server: every one answered
/// 4xx with a JSON `{"error": …}` body, nothing stored, and the server still serving afterwards.
@Suite struct HostileBodyTests {
  struct Case: CustomStringConvertible {
    let name: String
    let body: [UInt8]
    var contentType = "application/json"
    var path = "/api/events"
    /// The exact status expected (all 4xx).
    let status: Int
    var description: String { name }
  }

  static func event(_ extra: String, id: String = "hostile-0001") -> [UInt8] {
    Array(EventServer.event(id, extra: extra).utf8)
  }

  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  static let cases: [Case] = {
    let valid = EventServer.event("hostile-0002")
    let prefix = Array(valid.utf8.dropLast())  // the event without its closing brace
    return [
      Case(name: "truncated JSON", body: bytes("{\"id\":"), status: 400),
      Case(name: "100,000 [", body: Array(repeating: UInt8(ascii: "["), count: 100_000), status: 400),
      Case(name: "100,000 ] then [", body: bytes(String(repeating: "]", count: 100_000) + "["), status: 400),
      Case(
        name: "50,000 nested objects", body: bytes(String(repeating: "{\"a\":", count: 50_000)), status: 400),
      Case(
        name: "a batch nested 100,000 deep",
        body: bytes("{\"events\":" + String(repeating: "[", count: 100_000)), status: 400),
      Case(
        name: "closed nesting 10,000 deep in an ignored field",
        body: prefix
          + bytes(
            ",\"extra\":" + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
              + "}"),
        status: 400),
      Case(
        name: "invalid UTF-8 byte in a string", body: prefix + bytes(",\"user\":\"a") + [0xFF] + bytes("\"}"),
        status: 400),
      Case(
        name: "overlong UTF-8 encoding of /",
        body: prefix + bytes(",\"user\":\"") + [0xC0, 0xAF] + bytes("\"}"), status: 400),
      Case(
        name: "UTF-16 with a byte order mark",
        body: [0xFF, 0xFE] + valid.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, status: 400),
      Case(
        name: "Latin-1 text", body: prefix + bytes(",\"user\":\"caf") + [0xE9] + bytes("\"}"), status: 400),
      Case(name: "NUL byte between tokens", body: [0] + bytes(valid), status: 400),
      Case(
        name: "raw NUL byte inside a string", body: prefix + bytes(",\"user\":\"a") + [0] + bytes("b\"}"),
        status: 400),
      Case(name: "lone surrogate escape", body: prefix + bytes(",\"user\":\"\\ud800\"}"), status: 400),
      Case(name: "empty body", body: [], status: 400),
      Case(name: "null", body: bytes("null"), status: 400),
      Case(name: "a bare string", body: bytes("\"impression\""), status: 400),
      Case(name: "a bare list of events", body: bytes("[\(valid)]"), status: 400),
      Case(name: "events not a list", body: bytes("{\"events\":{}}"), status: 400),
      Case(name: "an empty batch", body: bytes("{\"events\":[]}"), status: 400),
      Case(
        name: "501 events",
        body: bytes(
          "{\"events\":["
            + (0..<501).map { EventServer.event("hostile-b\($0 + 1000)") }.joined(separator: ",") + "]}"),
        status: 400),
      Case(name: "NaN literal", body: prefix + bytes(",\"ts\":NaN}"), status: 400),
      Case(name: "a number over Double's range", body: prefix + bytes(",\"ts\":1e999}"), status: 400),
      Case(name: "trailing garbage", body: bytes(valid + "}"), status: 400),
      Case(name: "two documents", body: bytes(valid + valid), status: 400),
      Case(name: "ts 1e300", body: event(",\"ts\":1e300"), status: 422),
      Case(name: "ts beyond Int64", body: event(",\"ts\":99999999999999999999999999"), status: 422),
      Case(name: "ts negative", body: event(",\"ts\":-1"), status: 422),
      Case(name: "ts before 2020", body: event(",\"ts\":1500000000000"), status: 422),
      Case(name: "ts in 2100", body: event(",\"ts\":4102444800000"), status: 422),
      Case(name: "ts fractional", body: event(",\"ts\":1764400000000.5"), status: 422),
      Case(name: "ts a string", body: event(",\"ts\":\"1764400000000\""), status: 422),
      Case(
        name: "user of 129 characters", body: event(",\"user\":\"\(String(repeating: "é", count: 129))\""),
        status: 422),
      Case(name: "id of 65 characters", body: event("", id: String(repeating: "a", count: 65)), status: 422),
      Case(name: "id with markup", body: event("", id: "<script>alert(1)</script>"), status: 422),
      Case(
        name: "unknown type",
        body: bytes(
          "{\"id\":\"hostile-0003\",\"campaign\":\"ab-test\",\"variant\":\"A\",\"type\":\"purchase\"}"),
        status: 422),
      Case(
        name: "unknown campaign",
        body: bytes(
          "{\"id\":\"hostile-0004\",\"campaign\":\"../ab-test\",\"variant\":\"A\",\"type\":\"impression\"}"),
        status: 422),
      Case(name: "source out of range", body: event(",\"source\":\"web\""), status: 422),
      Case(name: "text/html body", body: bytes(valid), contentType: "text/html", status: 415),
      Case(
        name: "form body", body: bytes("id=hostile-0005"), contentType: "application/x-www-form-urlencoded",
        status: 415),
      Case(
        name: "deep body to another API path", body: Array(repeating: UInt8(ascii: "["), count: 100_000),
        path: "/api/campaigns", status: 405),
      Case(
        name: "event to the assignment API", body: bytes(valid), path: "/api/assign?campaign=ab-test&user=u",
        status: 405),
    ]
  }()

  @Test func hostileBodiesAre4xxWithAJSONErrorAndStoreNothing() throws {
    let harness = try EventServer()
    var failures: [String] = []
    for item in Self.cases {
      let connection = try RawHTTPConnection(port: harness.port)
      try connection.send(
        "POST \(item.path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: \(item.contentType)\r\nContent-Length: \(item.body.count)\r\n\r\n"
      )
      try connection.send(item.body)
      let response: RawResponse
      do {
        response = try connection.readResponse()
      } catch {
        failures.append("\(item): no answer (\(error))")
        continue
      }
      let body = (try? JSONSerialization.jsonObject(with: Data(response.body))) as? [String: Any]
      if response.status != item.status {
        failures.append("\(item): status \(response.status), expected \(item.status): \(response.text)")
      }
      if response.headers["content-type"] != "application/json" {
        failures.append("\(item): content type \(response.headers["content-type"] ?? "none")")
      }
      if (body?["error"] as? String)?.isEmpty != false {
        failures.append("\(item): no JSON error sentence: \(response.text)")
      }
      if item.status == 405 && response.headers["allow"] == nil {
        failures.append("\(item): 405 without Allow")
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    #expect(try harness.openStore().storedEventCount() == 0)
    // Still serving, and a good event after all that is stored.
    let connection = try RawHTTPConnection(port: harness.port)
    #expect(try EventServer.post(connection, EventServer.event("hostile-good-1")).status == 200)
    #expect(try harness.openStore().storedEventCount() == 1)
  }

  /// Over the 256 KiB limit: 413 from the announced `Content-Length` before any body byte is read,
  /// and 413 at the end of a chunked body that grows too large; JSON errors, nothing stored.
  @Test func oversizedBodiesAre413WithAJSONError() throws {
    let harness = try EventServer()
    let first = try announcingTooLarge(harness, "/api/events", type: "application/json")
    #expect(first.status == 413)
    #expect(first.headers["content-type"] == "application/json")
    #expect(first.text.contains("\"error\""))

    let chunked = try RawHTTPConnection(port: harness.port)
    try chunked.send(
      "POST /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
    )
    let events = (0..<3500).map { EventServer.event("hostile-big-\($0 + 10000)") }.joined(separator: ",")
    let body = Array("{\"events\":[\(events)]}".utf8)
    #expect(body.count > 256 * 1024)
    for start in stride(from: 0, to: body.count, by: 32 * 1024) {
      let piece = body[start..<min(start + 32 * 1024, body.count)]
      try chunked.send(String(piece.count, radix: 16) + "\r\n")
      try chunked.send(Array(piece) + Array("\r\n".utf8))
    }
    try chunked.send("0\r\n\r\n")
    let second = try chunked.readResponse()
    #expect(second.status == 413)
    #expect(second.headers["content-type"] == "application/json")
    #expect(second.text.contains("\"error\""))

    let huge = try RawHTTPConnection(port: harness.port)
    try huge.send(
      "POST /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 99999999999999999999\r\n\r\n"
    )
    #expect(try huge.readResponse().status == 413)  // libmicrohttpd's own answer: the value overflows
    #expect(try harness.openStore().storedEventCount() == 0)
  }

  /// An early 413 on a page path is the HTML error page under the page policy SECURITY.md gives every
  /// HTML answer (it had `default-src 'none'`, which refused the page's own stylesheet), framing
  /// refused; under /api/ the JSON error keeps the strict policy.
  @Test func anEarlyErrorPageMayLoadItsStylesheetAndIsNeverFramed() throws {
    let harness = try EventServer()
    let html = try announcingTooLarge(harness, "/preview/summer-sale", type: "text/plain")
    #expect(html.status == 413)
    #expect(html.headers["content-type"]?.hasPrefix("text/html") == true)
    #expect(html.text.contains("<link rel=\"stylesheet\" href=\"/app.css\">"))
    let policy = html.headers["content-security-policy"] ?? ""
    #expect(policy.contains("style-src 'self'"), "\(policy)")
    #expect(policy.contains("script-src 'self'") && !policy.contains("unsafe-inline"), "\(policy)")
    #expect(policy.hasSuffix("frame-ancestors 'none'"), "\(policy)")
    #expect(html.headers["x-frame-options"] == "DENY")

    let json = try announcingTooLarge(harness, "/api/events", type: "application/json")
    #expect(json.status == 413)
    let strict = "default-src 'none'; style-src 'self'; frame-ancestors 'none'"
    #expect(json.headers["content-security-policy"] == strict)
    #expect(json.headers["x-frame-options"] == "DENY")
  }

  /// The answer to a POST to `path` whose head announces one byte over the 256 KiB limit (no body sent).
  private func announcingTooLarge(_ harness: EventServer, _ path: String, type: String) throws
    -> RawResponse
  {
    let connection = try RawHTTPConnection(port: harness.port)
    try connection.send(
      "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: \(type)\r\nContent-Length: \(256 * 1024 + 1)\r\n\r\n"
    )
    return try connection.readResponse()
  }
}
