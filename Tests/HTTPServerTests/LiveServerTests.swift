import Foundation
import HTTPServer
import Synchronization
import TestSupport
import Testing

/// A server on port 0 with routes that exercise the daemon: echo of the body, a reply from another
/// thread after a delay (suspend/resume), and a plain GET.
func startTestServer(
  maxBody: Int = 1024, threads: Int = 2, eventLoop: ServerConfiguration.EventLoop = .poll
) throws -> HTTPServer {
  var router = echoRouter()
  router.add("POST", "/echo") { request in
    Response(
      contentType: "application/octet-stream",
      text: "\(request.body.count):" + String(decoding: request.body, as: UTF8.self))
  }
  router.add("GET", "/later", DelayedHandler())
  var configuration = ServerConfiguration()
  configuration.port = 0
  configuration.maxBodyBytes = maxBody
  configuration.threads = threads
  configuration.connectionLimit = 2000
  configuration.eventLoop = eventLoop
  return try HTTPServer(configuration: configuration, handler: router)
}

/// Replies 50 ms later from a background thread: the connection is suspended meanwhile.
struct DelayedHandler: HTTPHandler {
  func handle(_ request: Request, reply: @escaping @Sendable (Response) -> Void) {
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
      reply(Response(contentType: "text/plain", text: "later " + (request.queryValue("n") ?? "")))
    }
  }
}

@Suite(.serialized) struct LiveServerTests {
  @Test func answersRealHTTPFromURLSession() async throws {
    let server = try startTestServer()
    defer { server.stop() }
    #expect(server.port != 0)
    let result = try await HTTPClient.request(
      URL(string: "http://127.0.0.1:\(server.port)/api/campaigns/abc")!)
    #expect(result.status == 200)
    #expect(result.text == "campaign abc")
    let missing = try await HTTPClient.request(URL(string: "http://127.0.0.1:\(server.port)/nope")!)
    #expect(missing.status == 404)
    let wrong = try await HTTPClient.request(URL(string: "http://127.0.0.1:\(server.port)/api/events")!)
    #expect(wrong.status == 405)
    #expect(wrong.header("Allow") == "POST")
  }

  @Test func bodyIsReadWhole() async throws {
    let server = try startTestServer()
    defer { server.stop() }
    let body = Data(String(repeating: "x", count: 1000).utf8)
    let result = try await HTTPClient.request(
      URL(string: "http://127.0.0.1:\(server.port)/echo")!, method: "POST", body: body)
    #expect(result.status == 200)
    #expect(result.text.hasPrefix("1000:xxx"))
  }

  @Test func oversizeContentLengthIsRefusedEarly() throws {
    let server = try startTestServer(maxBody: 1024)
    defer { server.stop() }
    let connection = try RawHTTPConnection(port: server.port)
    // Only the headers are sent: the 413 must come without the body.
    try connection.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 5000\r\n\r\n")
    let response = try connection.readResponse()
    #expect(response.status == 413)
  }

  @Test func oversizeChunkedBodyIsRefusedLate() throws {
    let server = try startTestServer(maxBody: 1024)
    defer { server.stop() }
    let connection = try RawHTTPConnection(port: server.port)
    var request = "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
    for _ in 0..<3 { request += "200\r\n" + String(repeating: "y", count: 512) + "\r\n" }
    request += "0\r\n\r\n"
    try connection.send(request)
    #expect(try connection.readResponse().status == 413)
    // A chunked body within the limit is accepted.
    let ok = try RawHTTPConnection(port: server.port)
    try ok.send("POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n")
    let response = try ok.readResponse()
    #expect(response.status == 200)
    #expect(response.text == "5:hello")
  }

  @Test func suspendedRequestsAreResumedWithTheirReply() async throws {
    let server = try startTestServer()
    defer { server.stop() }
    try await withThrowingTaskGroup(of: String.self) { group in
      for n in 0..<20 {
        group.addTask {
          try await HTTPClient.request(URL(string: "http://127.0.0.1:\(server.port)/later?n=\(n)")!).text
        }
      }
      var answers = Set<String>()
      for try await text in group { answers.insert(text) }
      #expect(answers == Set((0..<20).map { "later \($0)" }))
    }
  }

  /// In both event loops; every third request is suspended and resumed from another thread.
  @Test(arguments: ServerConfiguration.EventLoop.allCases)
  func threeHundredKeepAliveConnectionsAreAllAnswered(eventLoop: ServerConfiguration.EventLoop) throws {
    var limit = rlimit()
    getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    if limit.rlim_cur < 4096 {
      limit.rlim_cur = min(4096, limit.rlim_max)
      setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }
    let server = try startTestServer(eventLoop: eventLoop)
    defer { server.stop() }
    let connections = try (0..<300).map { _ in try RawHTTPConnection(port: server.port) }
    func path(_ index: Int, _ round: Int) -> (request: String, answer: String) {
      index % 3 == 0
        ? ("/later?n=\(index)-\(round)", "later \(index)-\(round)")
        : ("/api/campaigns/c\(index)-\(round)", "campaign c\(index)-\(round)")
    }
    // Two rounds on the same connections: each stays open (keep-alive) between them.
    for round in 0..<2 {
      for (index, connection) in connections.enumerated() {
        try connection.send("GET \(path(index, round).request) HTTP/1.1\r\nHost: x\r\n\r\n")
      }
      var answered = 0
      for (index, connection) in connections.enumerated() {
        let response = try connection.readResponse()
        if response.status == 200 && response.text == path(index, round).answer { answered += 1 }
      }
      #expect(answered == 300)
    }
  }

  @Test func stopFinishesASuspendedRequest() async throws {
    let server = try startTestServer()
    let connection = try RawHTTPConnection(port: server.port)
    try connection.send("GET /later?n=7 HTTP/1.1\r\nHost: x\r\n\r\n")
    while server.requestsInFlight == 0 { usleep(1000) }
    let stopped = Mutex(false)
    let thread = Thread {
      server.stop()
      stopped.withLock { $0 = true }
    }
    thread.start()
    let response = try connection.readResponse()
    #expect(response.status == 200)
    #expect(response.text == "later 7")
    while !stopped.withLock({ $0 }) { usleep(1000) }
    #expect(throws: (any Error).self) { try RawHTTPConnection(port: server.port) }
  }
}
