import Foundation
import HTTPServer
import TestSupport
import Testing

/// The daemon's protections against connections that hold on without finishing a request, with
/// small values so the behaviour shows in a second: stalled connections are closed after the idle
/// timeout, and past the connection limit a new connection waits until others go.
@Suite struct ConnectionLimitTests {
  func server(timeout: UInt32, limit: UInt32) throws -> HTTPServer {
    var router = Router()
    router.add("GET", "/ok") { _ in Response(contentType: "text/plain", text: "ok") }
    var configuration = ServerConfiguration()
    configuration.port = 0
    configuration.connectionTimeout = timeout
    configuration.connectionLimit = limit
    return try HTTPServer(configuration: configuration, handler: router)
  }

  @Test func stalledConnectionsAreClosedAfterTheIdleTimeout() throws {
    let server = try server(timeout: 1, limit: 64)
    defer { server.stop() }
    let stalls = [
      "", "GET /o", "GET /ok HTTP/1.1\r\nHost: x\r\nX-Slow: ",
      "POST /ok HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nabc",
    ]
    let connections = try stalls.map { bytes in
      let connection = try RawHTTPConnection(port: server.port)
      if !bytes.isEmpty { try connection.send(bytes) }
      return connection
    }
    let started = Date()
    for (connection, bytes) in zip(connections, stalls) {
      // waitForClose gives up (false) after the 5 s receive timeout.
      #expect(connection.waitForClose(), "still open after 5 s: \(bytes.debugDescription)")
    }
    print(
      "idle timeout 1 s: stalled connections closed after \(Int(Date().timeIntervalSince(started) * 1000)) ms"
    )
  }

  /// libmicrohttpd stops accepting at the limit: a new connection waits in the kernel's listen
  /// queue, unanswered, and is served as soon as another connection goes.
  @Test func pastTheConnectionLimitNewConnectionsWaitUntilOthersGo() throws {
    let server = try server(timeout: 30, limit: 8)
    defer { server.stop() }
    var held = try (0..<8).map { _ in try RawHTTPConnection(port: server.port) }
    let waiting = try RawHTTPConnection(port: server.port)
    var oneSecond = timeval(tv_sec: 1, tv_usec: 0)
    setsockopt(waiting.fd, SOL_SOCKET, SO_RCVTIMEO, &oneSecond, socklen_t(MemoryLayout<timeval>.size))
    try waiting.send("GET /ok HTTP/1.1\r\nHost: x\r\n\r\n")
    #expect(throws: (any Error).self, "answered past the limit") { try waiting.readResponse() }
    held.removeAll()
    var fiveSeconds = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(waiting.fd, SOL_SOCKET, SO_RCVTIMEO, &fiveSeconds, socklen_t(MemoryLayout<timeval>.size))
    #expect(try waiting.readResponse().status == 200)
  }
}
