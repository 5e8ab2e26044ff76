import Foundation
import HTTPServer
import TestSupport

/// A server with one event-stream route, `GET /stream`, that sends `hello` at once and then whatever
/// its broadcaster broadcasts (`?once=1` ends the stream after `hello`), plus `GET /plain`.
struct StreamServer {
  let server: HTTPServer
  let broadcaster = EventBroadcaster()

  init(streamLimit: Int = 512, heartbeat: Double = 15) throws {
    let broadcaster = self.broadcaster
    var router = Router()
    router.add("GET", "/stream") { request in
      let stream = broadcaster.subscribe()
      stream.send(ServerSentEvent(name: "hello", data: "first"))
      if request.queryValue("once") == "1" { stream.close() }
      return .eventStream(stream)
    }
    router.add("GET", "/plain") { _ in Response(contentType: "text/plain", text: "plain") }
    var configuration = ServerConfiguration()
    configuration.port = 0
    configuration.connectionLimit = 2000
    configuration.streamLimit = streamLimit
    configuration.heartbeatInterval = heartbeat
    server = try HTTPServer(configuration: configuration, handler: router)
  }

  /// A connection that asked for `/stream` and read the head and the `hello` event.
  func openStream() throws -> RawHTTPConnection {
    let connection = try RawHTTPConnection(port: server.port)
    try connection.send("GET /stream HTTP/1.1\r\nHost: test\r\n\r\n")
    let head = try connection.readHead()
    guard head.status == 200 else { throw TestFailure("the stream answered \(head.status)") }
    _ = try connection.read(until: "data: first\n\n")
    return connection
  }

  /// Waits up to `seconds` for `condition`.
  static func wait(_ seconds: Double = 3, until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
      if Date() > deadline { return false }
      usleep(5_000)
    }
    return true
  }
}
