import Campaigns
import Foundation
import HTTPServer
import TestSupport
import Testing

@testable import App

/// A browser replaces a stored answer's header fields by those of its 304 (RFC 9111 §4.3.4), and a
/// `HEAD` is answered as its `GET`: through the whole app (router, static files, security headers), the
/// 304 and the HEAD of every resource with an ETag carry exactly the security headers of its 200.
@Suite struct RevalidatedAnswersTests {
  static let securityHeaders = [
    "Content-Security-Policy", "X-Frame-Options", "X-Content-Type-Options", "Referrer-Policy",
  ]

  /// Every route answering with an ETag, and static files of each kind (an HTML file in `--public` too).
  static let paths = [
    "/embed/new-feature", "/embed/summer-sale", "/campaigns/new-feature.css", "/dialog.css",
    "/dialog-base.css",
    "/presets/pop-grow.css", "/api/presets", "/api/campaigns", "/api/campaigns/new-feature", "/openapi.json",
    "/embed.js", "/app.css", "/banners/new-feature.svg", "/banners/new-feature.png", "/extra/page.html",
  ]

  let folder: CampaignFolder
  let handler: SecurityHeaders

  init() throws {
    folder = try CampaignFolder()
    let shipped = ServerProcess.repositoryRoot.appendingPathComponent("Public")
    try FileManager.default.copyItem(
      atPath: shipped.path, toPath: folder.root.appendingPathComponent("Served").path)
    try FileManager.default.createDirectory(
      at: folder.root.appendingPathComponent("Served/extra"), withIntermediateDirectories: true)
    try folder.write("<!doctype html><title>page</title>", to: "Served/extra/page.html")
    let context = TestContext.make(campaigns: try ShippedCampaigns.store())
    handler = SecurityHeaders(
      next: try Routes.router(context, publicDirectory: folder.root.appendingPathComponent("Served").path),
      frameAncestors: ["https://cms.example.com"])
  }

  func answer(_ method: String, _ path: String, _ headers: [(name: String, value: String)] = []) throws
    -> Response
  {
    try #require(handler.response(to: Request(method: method, rawPath: path, headers: headers)))
  }

  func security(_ response: Response) -> [String?] { Self.securityHeaders.map { response.header($0) } }

  @Test(arguments: paths)
  func a304CarriesTheSecurityHeadersOfIts200(path: String) throws {
    let full = try answer("GET", path)
    #expect(full.status == 200)
    let etag = try #require(full.header("ETag"))
    let notModified = try answer("GET", path, [("If-None-Match", etag)])
    #expect(notModified.status == 304)
    #expect(notModified.body.isEmpty && notModified.header("Content-Type") == nil)
    #expect(security(notModified) == security(full))
  }

  @Test(arguments: paths + ["/", "/preview/new-feature", "/report/summer-sale", "/embed/nope", "/nope.svg"])
  func aHeadCarriesTheSecurityHeadersOfItsGet(path: String) throws {
    let get = try answer("GET", path)
    let head = try answer("HEAD", path)
    #expect(head.status == get.status)
    #expect(security(head) == security(get))
  }

  @Test func revalidatedPagesKeepThePagePolicy() throws {
    for path in ["/embed/new-feature", "/extra/page.html"] {
      let etag = try #require(try answer("GET", path).header("ETag"))
      let csp = try answer("GET", path, [("If-None-Match", etag)]).header("Content-Security-Policy") ?? ""
      #expect(csp.hasPrefix(SecurityHeaders.pagePolicy), "\(path): \(csp)")
    }
  }
}
