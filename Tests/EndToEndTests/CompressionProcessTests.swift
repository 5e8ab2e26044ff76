import Foundation
import HTTPServer
import TestSupport
import Testing

/// Compression through the real server (libmicrohttpd): a page, stylesheets, a script and the report
/// in `br` and `gzip`, each decoding to the identity's bytes with its own ETag and `Vary`; revalidation
/// with the compressed body's tag gives a 304 naming it; reusable bodies are compressed once however
/// often they are asked for (`/metrics`); a report page carrying the token never is.
@Suite struct CompressionProcessTests {
  static let paths = [
    "/embed/summer-sale?variant=B", "/campaigns/summer-sale.css?variant=B", "/dialog-base.css", "/embed.js",
    "/preview/summer-sale", "/api/report/summer-sale", "/api/report/summer-sale?format=csv",
    "/report/summer-sale",
  ]

  static func get(_ server: ServerProcess, _ path: String, _ headers: [String: String] = [:]) throws
    -> RawResponse
  {
    let connection = try RawHTTPConnection(port: server.port)
    let fields = headers.map { "\($0.key): \($0.value)\r\n" }.joined()
    try connection.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\(fields)Connection: close\r\n\r\n")
    return try connection.readResponse()
  }

  static func header(_ response: RawResponse, _ name: String) -> String? {
    response.headers.first { $0.key.lowercased() == name.lowercased() }?.value
  }

  static func cachedCompressions(_ server: ServerProcess) throws -> Int? {
    let metrics = try get(server, "/metrics").text
    let line = metrics.split(separator: "\n").first {
      $0.hasPrefix("dialog_preview_cached_compressions_total ")
    }
    return line.flatMap { Int($0.split(separator: " ").last ?? "") }
  }

  @Test func everyEncodingDecodesToTheIdentityAndRevalidates() throws {
    let server = try ServerProcess()
    defer { server.stop() }
    for path in Self.paths {
      let identity = try Self.get(server, path)
      #expect(identity.status == 200 && Self.header(identity, "Content-Encoding") == nil, "\(path)")
      for coding in ["br", "gzip"] {
        let encoded = try Self.get(server, path, ["Accept-Encoding": coding])
        #expect(Self.header(encoded, "Content-Encoding") == coding, "\(path) \(coding)")
        #expect(Self.header(encoded, "Vary")?.contains("Accept-Encoding") == true, "\(path) \(coding)")
        #expect(encoded.body.count < identity.body.count, "\(path) \(coding)")
        #expect(
          Decompression.decode(encoded.body, contentEncoding: coding) == identity.body, "\(path) \(coding)")
        guard let etag = Self.header(identity, "ETag") else { continue }  // the report has none
        let tag = try #require(Self.header(encoded, "ETag"))
        #expect(tag == String(etag.dropLast()) + "-\(coding)\"", "\(path) \(coding)")
        let again = try Self.get(server, path, ["Accept-Encoding": coding, "If-None-Match": tag])
        #expect(again.status == 304 && again.body.isEmpty, "\(path) \(coding)")
        #expect(Self.header(again, "ETag") == tag, "\(path) \(coding)")
        #expect(Self.header(again, "Vary")?.contains("Accept-Encoding") == true, "\(path) \(coding)")
      }
    }
  }

  @Test func aReusableBodyIsCompressedOnceHoweverOftenItIsAsked() throws {
    let server = try ServerProcess()
    defer { server.stop() }
    let reusable = [
      "/embed/summer-sale?variant=B", "/campaigns/summer-sale.css?variant=B", "/dialog-base.css", "/embed.js",
    ]
    for path in reusable { _ = try Self.get(server, path, ["Accept-Encoding": "gzip, deflate, br"]) }
    let first = try #require(try Self.cachedCompressions(server))
    #expect(first == reusable.count, "one compression per reusable body")
    for _ in 0..<5 {
      for path in reusable { _ = try Self.get(server, path, ["Accept-Encoding": "gzip, deflate, br"]) }
    }
    #expect(try Self.cachedCompressions(server) == first, "compressed again for a later request")
  }

  @Test func aReportPageWithTheTokenIsNeverCompressed() throws {
    let token = "s3cret-token"
    let server = try ServerProcess(arguments: ["--report-token", token])
    defer { server.stop() }
    let page = try Self.get(
      server, "/report/summer-sale?token=\(token)&from=2026-01-01", ["Accept-Encoding": "gzip, br"])
    #expect(page.status == 200 && page.text.contains(token))
    #expect(Self.header(page, "Content-Encoding") == nil)
    let json = try Self.get(
      server, "/api/report/summer-sale", ["Accept-Encoding": "gzip, br", "Authorization": "Bearer \(token)"])
    #expect(json.status == 200 && Self.header(json, "Content-Encoding") == "br")
    #expect(
      !(Decompression.unbrotli(json.body).map { String(decoding: $0, as: UTF8.self) } ?? "").contains(token))
  }
}
