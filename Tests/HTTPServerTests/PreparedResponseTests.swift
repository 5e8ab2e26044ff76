import Foundation
import HTTPServer
import Synchronization
import TestSupport
import Testing

/// Answers marked `isReusable` are queued from a kept libmicrohttpd response: they must still always be
/// the bytes and headers the handler returned, also when a new body of the same length replaces the old
/// one and when more distinct bodies pass than the server keeps.
@Suite(.serialized) struct PreparedResponseTests {
  /// The page a `/page/{n}` route answers: one cached array per n, replaced by `replace(n)`.
  final class Pages: Sendable {
    let pages = Mutex<[String: [UInt8]]>([:])

    func page(_ name: String) -> [UInt8] {
      pages.withLock { pages in
        if let page = pages[name] { return page }
        let page = Array("page \(name) v0 ".utf8)
        pages[name] = page
        return page
      }
    }

    func replace(_ name: String, version: Int) {
      pages.withLock { $0[name] = Array("page \(name) v\(version) ".utf8) }
    }
  }

  func start(_ pages: Pages) throws -> HTTPServer {
    var router = Router()
    router.add("GET", "/page/{name}") { request in
      let name = request.pathParameters["name"] ?? ""
      var response = Response(
        headers: [("Content-Type", "text/plain"), ("X-Name", name)], body: pages.page(name))
      response.isReusable = true
      return response
    }
    var configuration = ServerConfiguration()
    configuration.port = 0
    return try HTTPServer(configuration: configuration, handler: router)
  }

  @Test func theSameAnswerIsServedAgainAndAReplacedBodyIsServedAtOnce() async throws {
    let pages = Pages()
    let server = try start(pages)
    defer { server.stop() }
    let url = URL(string: "http://127.0.0.1:\(server.port)/page/a")!
    for _ in 0..<5 {
      let result = try await HTTPClient.request(url)
      #expect(result.status == 200)
      #expect(result.text == "page a v0 ")
      #expect(result.header("X-Name") == "a")
    }
    // Same length, other bytes, a new array: never the old answer.
    for version in 1...9 {
      pages.replace("a", version: version)
      let result = try await HTTPClient.request(url)
      #expect(result.text == "page a v\(version) ")
    }
    let head = try await HTTPClient.request(url, method: "HEAD")
    #expect(head.status == 200)
    #expect(head.text.isEmpty)
  }

  @Test func moreDistinctAnswersThanKeptAreAllRight() async throws {
    let pages = Pages()
    let server = try start(pages)
    defer { server.stop() }
    for round in 0..<2 {
      for n in 0..<80 {
        let result = try await HTTPClient.request(URL(string: "http://127.0.0.1:\(server.port)/page/p\(n)")!)
        #expect(result.text == "page p\(n) v0 ", "round \(round)")
        #expect(result.header("X-Name") == "p\(n)")
      }
    }
  }
}
