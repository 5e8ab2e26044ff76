import Foundation
import HTTPServer
import TestSupport
import Testing

/// Response compression: which coding a request takes, the tags of each encoding, and what
/// `CompressingHandler` sends (compressed once for a reusable answer, a 304 naming the tag the client
/// holds, secrets and small or binary bodies as they are), its bytes decoded back to the identity's.
@Suite
struct CompressionTests {
  /// Accept-Encoding headers and the coding each gets (typed: an untyped literal of tuples costs the
  /// compiler seconds).
  static let acceptCases: [(String, ContentCoding?)] = [
    ("gzip, deflate, br", ContentCoding.br), ("gzip, deflate", .gzip), ("br;q=0.5, gzip", .gzip),
    ("GZIP", .gzip), ("x-gzip", .gzip), ("*", .br), ("*;q=0.1, br;q=0", .gzip), ("identity", nil),
    ("gzip;q=0, br;q=0", nil), ("*;q=0", nil), ("", nil), ("deflate", nil), ("br ; q=1 , gzip;q=1", .br),
    ("gzip;q=0.9, br;q=0.8", .gzip), ("gzip;q=abc", nil),
  ]

  @Test(arguments: acceptCases)
  func theCodingTakenFromAcceptEncoding(header: String, expected: ContentCoding?) {
    #expect(AcceptEncoding.preferred(header) == expected, "\(header)")
  }

  @Test func eachEncodingHasItsOwnTagThatStillMatchesItsRepresentation() {
    #expect(ContentCoding.gzip.tag("\"abc\"") == "\"abc-gzip\"")
    #expect(ContentCoding.br.tag("W/\"abc\"") == "W/\"abc-br\"")
    #expect(ContentCoding.identityTag("\"abc-br\"") == "\"abc\"")
    #expect(ETagMatching.matches("\"abc-gzip\"", etag: "\"abc\""))
    #expect(ETagMatching.matches("\"x\", W/\"abc-br\"", etag: "\"abc\""))
    #expect(!ETagMatching.matches("\"abd-gzip\"", etag: "\"abc\""))
    #expect(!ETagMatching.matches("\"abc-zstd\"", etag: "\"abc\""))
  }

  static let textualTypes: [(String, Bool)] = [
    ("text/html; charset=utf-8", true), ("Text/CSS", true), (" text/csv ;header=present", true),
    ("text/event-stream", false), ("application/json", true), ("application/problem+json", true),
    ("application/javascript; charset=utf-8", true), ("image/svg+xml", true), ("application/xml", true),
    ("image/png", false), ("application/octet-stream", false), ("font/woff2", false), ("", false),
    ("application/jsonx", false), ("texts/html", false),
  ]

  @Test(arguments: textualTypes)
  func theTypesThatCompress(type: String, textual: Bool) {
    let answer = Response(headers: [("Content-Type", type)], body: [])
    #expect(answer.variesByEncoding == textual, "\(type)")
  }

  static let page = Array(String(repeating: "<p>The same sentence, again and again.</p>\n", count: 60).utf8)

  static func handler(_ answer: @escaping @Sendable (Request) -> Response) -> CompressingHandler {
    CompressingHandler(next: SyncHandler { answer($0) })
  }

  static func get(_ handler: CompressingHandler, _ headers: [(name: String, value: String)]) -> Response {
    handler.response(to: Request(method: "GET", rawPath: "/page", headers: headers))!
  }

  @Test func aReusableAnswerIsCompressedOnceAndDecodesToTheSameBytes() throws {
    var page = Response(
      headers: [("Content-Type", "text/html; charset=utf-8"), ("ETag", "\"p1\""), ("Vary", "Origin")],
      body: Self.page)
    page.isReusable = true
    let fixed = page
    let handler = Self.handler { _ in fixed }
    for coding in [ContentCoding.br, .gzip] {
      var bodies: [UnsafeRawPointer?] = []
      for _ in 0..<3 {
        let answer = Self.get(handler, [("Accept-Encoding", coding.rawValue)])
        #expect(answer.header("Content-Encoding") == coding.rawValue)
        #expect(answer.header("ETag") == "\"p1-\(coding.rawValue)\"")
        #expect(answer.header("Vary") == "Origin, Accept-Encoding")
        #expect(answer.isReusable)
        #expect(answer.body.count < Self.page.count / 5, "\(answer.body.count)")
        #expect(Decompression.decode(answer.body, contentEncoding: coding.rawValue) == Self.page)
        bodies.append(answer.body.withUnsafeBytes { UnsafeRawPointer($0.baseAddress) })
      }
      #expect(Set(bodies).count == 1, "the same compressed buffer each time")
    }
    #expect(handler.cache.compressionCount == 2, "once per coding, not once per request")
    let identity = Self.get(handler, [])
    #expect(identity.header("Content-Encoding") == nil && identity.body == Self.page)
    #expect(identity.header("ETag") == "\"p1\"" && identity.header("Vary") == "Origin, Accept-Encoding")
  }

  @Test func aPerRequestAnswerIsCompressedForItsRequest() {
    let handler = Self.handler { _ in
      Response(contentType: "application/json", text: String(repeating: "[1,2,3],", count: 100))
    }
    let answer = Self.get(handler, [("Accept-Encoding", "gzip")])
    #expect(answer.header("Content-Encoding") == "gzip" && answer.header("Vary") == "Accept-Encoding")
    #expect(
      Decompression.gunzip(answer.body).map { String(decoding: $0, as: UTF8.self) }
        == String(repeating: "[1,2,3],", count: 100))
    #expect(handler.cache.compressionCount == 0)
  }

  @Test func aNotModifiedNamesTheTagTheClientHolds() {
    let handler = Self.handler { request in
      var page = Response(headers: [("Content-Type", "text/css"), ("ETag", "\"s1\"")], body: Self.page)
      page.isReusable = true
      return ETagMatching.matches(request.header("if-none-match"), etag: "\"s1\"") ? page.notModified() : page
    }
    let held = Self.get(handler, [("Accept-Encoding", "br"), ("If-None-Match", "\"s1-br\"")])
    #expect(held.status == 304 && held.body.isEmpty)
    #expect(held.header("ETag") == "\"s1-br\"" && held.header("Vary") == "Accept-Encoding")
    let plain = Self.get(handler, [("If-None-Match", "\"s1\"")])
    #expect(plain.status == 304 && plain.header("ETag") == "\"s1\"")
    let other = Self.get(handler, [("Accept-Encoding", "gzip"), ("If-None-Match", "\"s0-gzip\"")])
    #expect(other.status == 200 && other.header("ETag") == "\"s1-gzip\"")
  }

  @Test(arguments: ["secret", "small", "image", "error", "encoded", "stream"])
  func answersThatAreNeverCompressed(kind: String) {
    let handler = Self.handler { _ in
      var answer = Response(
        contentType: "text/html; charset=utf-8", text: String(decoding: Self.page, as: UTF8.self))
      switch kind {
      case "secret": answer.carriesSecret = true
      case "small": answer.body = Array("<p>short</p>".utf8)
      case "image": answer.setHeader("Content-Type", "image/png")
      case "error": answer.status = 404
      case "encoded": answer.setHeader("Content-Encoding", "gzip")
      default: answer.setHeader("Content-Type", "text/event-stream")
      }
      return answer
    }
    let answer = Self.get(handler, [("Accept-Encoding", "gzip, br")])
    #expect(answer.header("Content-Encoding") == (kind == "encoded" ? "gzip" : nil), "\(kind)")
    #expect(answer.header("Vary") == nil, "\(kind)")
    #expect(answer.body.count >= (kind == "small" ? 12 : Self.page.count), "\(kind)")
  }
}
