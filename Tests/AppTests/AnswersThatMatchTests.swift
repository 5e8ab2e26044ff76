import Campaigns
import DialogMotion
import Foundation
import HTTPServer
import TestSupport
import Testing

@testable import App

/// Issue 40's "answers that match", in process through the app's router and security headers: every
/// 404 for an unknown campaign or variant names the valid ones (pages and JSON alike), a `t` out of
/// range names the length of the transition it is checked against, and the site has an icon.
@Suite struct AnswersThatMatchTests {
  let store: CampaignStore
  let handler: any HTTPHandler

  init() throws {
    store = try ShippedCampaigns.store()
    handler = SecurityHeaders(next: try CampaignRoutesTests.router(store), frameAncestors: [])
  }

  func get(_ path: String, _ query: [(String, String)] = [], headers: [(String, String)] = []) throws
    -> (status: Int, text: String, response: Response)
  {
    let request = Request(
      method: "GET", rawPath: path, query: query.map { (name: $0.0, value: $0.1) },
      headers: headers.map { (name: $0.0, value: $0.1) })
    let response = try #require(handler.response(to: request))
    return (response.status, String(decoding: response.body, as: UTF8.self), response)
  }

  /// The sentence of an error answer: the JSON `error`, or the HTML page's paragraph (unescaped).
  func sentence(_ answer: (status: Int, text: String, response: Response)) throws -> String {
    if answer.response.header("Content-Type") == "application/json" {
      let object = try JSONSerialization.jsonObject(with: Data(answer.text.utf8)) as? [String: Any]
      return try #require(object?["error"] as? String)
    }
    let start = try #require(answer.text.range(of: "</h1><p>"))
    let end = try #require(answer.text[start.upperBound...].range(of: "</p>"))
    return String(answer.text[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&#39;", with: "'")
  }

  /// Every route that takes a campaign: an unknown one is a 404 whose sentence lists every campaign
  /// there is (from the catalog, so any set of shipped campaigns passes) and repeats nothing asked.
  @Test(arguments: [
    ("/preview/nope-campaign", [(String, String)]()), ("/compare/nope-campaign", []),
    ("/embed/nope-campaign", []), ("/report/nope-campaign", []), ("/api/report/nope-campaign", []),
    ("/api/campaigns/nope-campaign", []), ("/campaigns/nope-campaign.css", []),
    ("/api/assign", [("campaign", "nope-campaign"), ("user", "anon-42")]),
  ])
  func anUnknownCampaignIsA404NamingTheCampaigns(path: String, query: [(String, String)]) throws {
    let answer = try get(path, query)
    #expect(answer.status == 404, "\(path)")
    let json = path.hasPrefix("/api/")
    #expect(
      answer.response.header("Content-Type") == (json ? "application/json" : "text/html; charset=utf-8"))
    let text = try sentence(answer)
    #expect(
      text
        == "There is no campaign with that id; the campaigns are \(store.catalog.ids.joined(separator: ", ")) (GET /api/campaigns lists them).",
      "\(path)")
    #expect(!answer.text.contains("nope-campaign"), "\(path) echoes the id asked for")
  }

  /// Every route that takes a variant: an unknown one is a 404 naming the campaign's variants.
  @Test(arguments: [
    ("/preview/summer-sale", "variant"), ("/embed/summer-sale", "variant"),
    ("/compare/summer-sale", "variants"), ("/campaigns/summer-sale.css", "variant"),
  ])
  func anUnknownVariantIsA404NamingTheVariants(path: String, parameter: String) throws {
    let answer = try get(path, [(parameter, "Zed")])
    #expect(answer.status == 404)
    #expect(try sentence(answer) == "This campaign has no variant with that id; its variants are A, B.")
    #expect(!answer.text.contains("Zed"))
  }

  @Test func theCampaignListIsCappedAndAnEmptyFolderSaysSo() {
    let many = CampaignCatalog(
      (1...25).map { n in
        Campaign(
          id: "c\(n < 10 ? "0" : "")\(n)", title: "C", banner: "banners/a.svg", actionURL: "",
          variants: [
            .init(id: "A", style: DialogStyle(preset: "pop-grow"), banner: "banners/a.svg", actionURL: "")
          ])
      })
    let capped = CampaignLookup.unknownCampaign(in: many)
    #expect(capped.contains("c01, c02") && capped.contains("c20 and 5 more (GET /api/campaigns lists them)."))
    #expect(!capped.contains("c21"))
    #expect(CampaignLookup.unknownCampaign(in: .empty).contains("there are no campaigns"))
  }

  /// A `t` out of range, of any kind, names the range and the transition that sets it, and the number
  /// it got (never raw text).
  @Test(arguments: Self.outOfRangeTimes)
  func aTOutOfRangeNamesTheTransitionsLength(query: [(String, String)], expected: String) throws {
    let answer = try get("/preview/summer-sale", query)
    #expect(answer.status == 400)
    #expect(try sentence(answer) == expected)
    #expect(!answer.text.contains("<b>"))
  }

  /// The query and the sentence it gets. Typed: as an untyped literal in `@Test(arguments:)` this
  /// array took the compiler about 100 CPU seconds to type-check.
  static let outOfRangeTimes: [(query: [(String, String)], expected: String)] = [
    (
      [("variant", "B"), ("t", "900")],
      "t must be between 0 and 600 ms, unslowed (the present transition of summer-sale B lasts 600 ms), got 900."
    ),
    (
      [("variant", "B"), ("t", "99999")],
      "t must be between 0 and 600 ms, unslowed (the present transition of summer-sale B lasts 600 ms), got 99999."
    ),
    (
      [("variant", "B"), ("t", "-1")],
      "t must be between 0 and 600 ms, unslowed (the present transition of summer-sale B lasts 600 ms), got -1."
    ),
    (
      [("variant", "B"), ("t", "<b>x")],
      "t must be between 0 and 600 ms, unslowed (the present transition of summer-sale B lasts 600 ms), got something that is not a number."
    ),
    (
      [("variant", "B"), ("t", "550"), ("transition", "dismiss")],
      "t must be between 0 and 500 ms, unslowed (the dismiss transition of summer-sale B lasts 500 ms), got 550."
    ),
    (
      [("variant", "B"), ("t", "300"), ("motion", "reduce")],
      "t must be between 0 and 200 ms, unslowed (the reduced-motion cross-fade that replaces the present transition of summer-sale B lasts 200 ms), got 300."
    ),
    (
      [("variant", "A"), ("t", "300"), ("style", "{\"preset\": \"pop-grow\", \"presentDuration\": 0.25}")],
      "t must be between 0 and 250 ms, unslowed (the present transition of summer-sale A with the tweaked style lasts 250 ms), got 300."
    ),
  ]

  @Test func theCompareViewsTNamesTheLongestTransitionShown() throws {
    let answer = try get("/compare/summer-sale", [("t", "10001")])
    #expect(answer.status == 400)
    #expect(
      try sentence(answer)
        == "t must be between 0 and 600 ms, unslowed (the longest present transition shown, that of summer-sale B, lasts 600 ms), got 10001."
    )
    #expect(try get("/compare/summer-sale", [("t", "600")]).status == 200)
  }

  /// `/favicon.ico` (what Chromium asks for by itself) and `/favicon.svg` (every page's `<link
  /// rel="icon">`): their type, a day's caching, an ETag that revalidates to a 304.
  @Test(arguments: [("/favicon.ico", "image/x-icon"), ("/favicon.svg", "image/svg+xml")])
  func theIconIsServedAndCached(path: String, type: String) throws {
    let answer = try get(path)
    #expect(answer.status == 200)
    #expect(answer.response.header("Content-Type") == type)
    #expect(answer.response.header("Cache-Control") == "public, max-age=86400")
    #expect(!answer.response.body.isEmpty)
    let etag = try #require(answer.response.header("ETag"))
    let again = try get(path, headers: [("If-None-Match", etag)])
    #expect(again.status == 304)
    #expect(again.response.header("Cache-Control") == "public, max-age=86400")
    if path.hasSuffix(".ico") {
      // An ICO directory (reserved 0, type 1) holding one image.
      #expect(Array(answer.response.body.prefix(6)) == [0, 0, 1, 0, 1, 0])
    } else {
      #expect(answer.text.hasPrefix("<svg "))
    }
  }

  @Test(arguments: ["/", "/preview/summer-sale", "/compare/summer-sale", "/report/summer-sale", "/nope"])
  func everyPageLinksTheIcon(path: String) throws {
    let html = try get(path).text
    #expect(html.contains("<link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\">"), "\(path)")
  }
}
