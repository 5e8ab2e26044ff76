import Foundation
import TestSupport
import Testing

/// Oversized request heads on a real server. libmicrohttpd refuses them itself, before any of our
/// code runs, with its fixed HTML bodies and `Connection: close`: 431 when the header fields don't
/// fit the 32 KiB connection memory (the field text plus its bookkeeping, so thousands of tiny
/// fields count too), 414 for a request line that doesn't. The server keeps serving afterwards.
@Suite struct HostileHeaderTests {
  struct Head: CustomStringConvertible {
    let name: String
    let text: String
    let status: Int
    var description: String { name }
  }

  static let oversized: [Head] = [
    Head(
      name: "one 64 KiB header",
      text:
        "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: \(String(repeating: "a", count: 64 * 1024))\r\n\r\n",
      status: 431),
    Head(
      name: "one 33,000-byte header (just over the 32 KiB connection memory)",
      text:
        "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: \(String(repeating: "a", count: 33_000))\r\n\r\n",
      status: 431),
    Head(
      name: "one 1 MiB header",
      text:
        "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: \(String(repeating: "a", count: 1 << 20))\r\n\r\n",
      status: 431),
    Head(
      name: "10,000 small headers",
      text: "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n" + (0..<10_000).map { "X-H\($0): v\r\n" }.joined()
        + "\r\n", status: 431),
    Head(
      name: "3,000 tiny headers (36 KB)",
      text: "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n" + (0..<3_000).map { "X-H\($0): v\r\n" }.joined()
        + "\r\n", status: 431),
    Head(
      name: "a 70 KiB request line",
      text: "GET /healthz?\(String(repeating: "q", count: 70 * 1024)) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
      status: 414),
    Head(
      name: "a 70 KiB POST path",
      text:
        "POST /api/events/\(String(repeating: "p", count: 70 * 1024)) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n",
      status: 414),
  ]

  @Test func oversizedHeadsAreRefusedAndTheServerKeepsServing() throws {
    let server = try ServerProcess()
    for head in Self.oversized {
      let connection = try RawHTTPConnection(port: server.port)
      try? connection.send(head.text)  // the server may answer and close before reading it all
      let response = try connection.readResponse()
      #expect(response.status == head.status, "\(head)")
      #expect(response.headers["connection"]?.lowercased() == "close", "\(head)")
      #expect(
        response.text.contains("too big") || response.text.contains("too long"), "\(head): \(response.text)")
      #expect(connection.waitForClose(), "\(head): the connection stays open")
      let health = try RawHTTPConnection(port: server.port)
      try health.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
      #expect(try health.readResponse().status == 200, "after \(head)")
    }
    #expect(server.process.isRunning)
  }

  /// Large but reasonable heads are served: 150 fields of 100 bytes, a 15,000-byte cookie, one header of
  /// 30,000 bytes. The 32 KiB connection memory holds about 32,000 bytes of head in one field, less in
  /// many (each field also takes a record from the same memory), and about 15,500 bytes of `Cookie`
  /// (libmicrohttpd parses a copy of it in the same memory).
  @Test func largeHeadsUnderTheLimitAreServed() throws {
    let server = try ServerProcess()
    let heads = [
      "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        + (0..<150).map { "X-H\($0): \(String(repeating: "v", count: 90))\r\n" }.joined() + "\r\n",
      "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: \(String(repeating: "b", count: 30_000))\r\n\r\n",
      "GET /embed/summer-sale HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: c=\(String(repeating: "c", count: 15_000))\r\n\r\n",
    ]
    for head in heads {
      let connection = try RawHTTPConnection(port: server.port)
      try connection.send(head)
      #expect(try connection.readResponse().status == 200, "\(head.prefix(60))… (\(head.utf8.count) bytes)")
    }
  }

  /// A body whose length is ambiguous is refused before it is read, and the connection closed, so
  /// bytes smuggled after the first `Content-Length` are never parsed as a request of their own.
  @Test func ambiguousBodyFramingIsRefusedAndTheRestIsNeverParsed() throws {
    let harness = try EventServer()
    let event = EventServer.event("smuggle-0001")
    let smuggled = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
    let heads = [
      "Content-Length: 5\r\nContent-Length: \(event.utf8.count)\r\n",
      "Content-Length: \(event.utf8.count)\r\nContent-Length: \(event.utf8.count)\r\n",
      "Content-Length: \(event.utf8.count)\r\nTransfer-Encoding: chunked\r\n",
    ]
    for head in heads {
      let connection = try RawHTTPConnection(port: harness.port)
      try connection.send(
        "POST /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n\(head)\r\n\(event)\(smuggled)"
      )
      let response = try connection.readResponse()
      #expect(response.status == 400, "\(head)")
      #expect(response.headers["content-type"] == "application/json", "\(head)")
      #expect(response.text.contains("Content-Length"), "\(head)")
      #expect(connection.waitForClose(), "\(head): a second response or an open connection")
    }
    #expect(try harness.openStore().storedEventCount() == 0)
    let connection = try RawHTTPConnection(port: harness.port)
    #expect(try EventServer.post(connection, event).status == 200)
  }
}
