import Campaigns
import DialogMotion
import DialogWeb
import Foundation
import HTTPServer
import TestSupport
import Testing

@testable import App

/// The campaign endpoints in process, through the app's router.
@Suite struct CampaignRoutesTests {
  let store: CampaignStore
  let router: Router

  init() throws {
    store = try ShippedCampaigns.store()
    router = try Self.router(store)
  }

  static func router(_ store: CampaignStore) throws -> Router {
    let context = TestContext.make(campaigns: store)
    let publicFolder = ServerProcess.repositoryRoot.appendingPathComponent("Public").path
    return try Routes.router(context, publicDirectory: publicFolder)
  }

  func get(_ path: String, query: [(String, String)] = [], headers: [(String, String)] = []) throws
    -> Response
  {
    let request = Request(
      method: "GET", rawPath: path, query: query.map { (name: $0.0, value: $0.1) },
      headers: headers.map { (name: $0.0, value: $0.1) })
    return try #require(router.response(to: request))
  }

  func json(_ response: Response) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(response.body))
  }

  /// `/api/style` carries each transition's easing bound: 0 where CSS runs UIKit's own curve, the
  /// `linear()`'s bound (within 0.02 % of travel) for a spring, tweaked durations included.
  @Test func styleCarriesTheEasingBounds() throws {
    let fade = try json(try get("/api/style", query: [("style", #""campaign-fade""#)])) as? [String: Any]
    let fadeBounds = (fade?["easing_bound"] as? [String: Any])?.mapValues { ($0 as? NSNumber)?.doubleValue }
    #expect(fadeBounds == ["present": 0, "dismiss": 0])
    let spring = try json(
      try get("/api/style", query: [("style", #"{"preset": "spring-from-source", "presentDuration": 0.9}"#)]))
    let bounds = try #require(
      ((spring as? [String: Any])?["easing_bound"] as? [String: Any])?.mapValues {
        ($0 as? NSNumber)?.doubleValue
      })
    let present = try #require(bounds["present"] ?? nil)
    #expect(present > 0 && present <= 0.0002)
    let tweaked = DialogDefinition.springFromSource.applying(StyleOverrides(presentDuration: 0.9)).present
    #expect(present == tweaked.curve.cssEasingFit(duration: tweaked.duration).bound)
  }

  @Test func listsEveryCampaignWithItsVariants() throws {
    let response = try get("/api/campaigns")
    #expect(response.status == 200)
    #expect(response.header("Content-Type") == "application/json")
    let list = try #require(try json(response) as? [[String: Any]])
    #expect(list.map { $0["id"] as? String } == store.catalog.ids)
    let sale = try #require(list.first { $0["id"] as? String == "summer-sale" })
    #expect(Set(sale.keys) == ["id", "title", "variants"])
    let variants = try #require(sale["variants"] as? [[String: Any]])
    #expect(variants.map { Set($0.keys) } == [["id", "style", "weight"], ["id", "style", "weight"]])
    #expect(variants[0]["style"] as? String == "campaign-fade")
    #expect((variants[1]["style"] as? [String: Any])?["preset"] as? String == "spring-from-source")
    #expect(variants[1]["weight"] as? Double == 50)
  }

  @Test func oneCampaignHasItsDefaultsFilledIn() throws {
    let response = try get("/api/campaigns/welcome-back")
    #expect(response.status == 200)
    let campaign = try #require(try json(response) as? [String: Any])
    #expect(campaign["actionURL"] as? String == "")
    let variant = try #require((campaign["variants"] as? [[String: Any]])?.first)
    #expect(variant["weight"] as? Double == 1)
    #expect(variant["banner"] as? String == "banners/welcome-back.png")
    #expect(variant["actionURL"] as? String == "")
    let sale = try #require(try json(try get("/api/campaigns/summer-sale")) as? [String: Any])
    let b = try #require((sale["variants"] as? [[String: Any]])?.last)
    #expect(b["banner"] as? String == "banners/summer-sale-b.png")
  }

  @Test func anUnknownCampaignIs404WithAJSONError() throws {
    for path in ["/api/campaigns/nope", "/api/campaigns/..%2Fetc"] {
      let response = try get(path)
      #expect(response.status == 404 || response.status == 400)
      #expect(response.header("Content-Type") == "application/json")
      #expect(try json(response) as? [String: String] != nil)
    }
    let css = try get("/campaigns/nope.css")
    #expect(css.status == 404)
  }

  @Test func campaignCSSHasEveryVariantWithItsOverridesAndAnETag() throws {
    let response = try get("/campaigns/summer-sale.css")
    #expect(response.status == 200)
    #expect(response.header("Content-Type") == "text/css; charset=utf-8")
    let css = response.bodyText
    #expect(css.contains(#".dp-screen[data-style="summer-sale--A"]"#))
    #expect(css.contains(#".dp-screen[data-style="summer-sale--B"]"#))
    #expect(css.contains("0.6"))
    let etag = try #require(response.header("ETag"))
    let again = try get("/campaigns/summer-sale.css", headers: [("If-None-Match", etag)])
    #expect(again.status == 304)
    #expect(again.body.isEmpty)
    #expect(try get("/campaigns/new-feature.css").header("ETag") != etag)
  }

  @Test func everyEndpointReadsTheCurrentCatalog() throws {
    let before = try get("/campaigns/summer-sale.css")
    var catalog = store.catalog.campaigns
    let index = try #require(catalog.firstIndex { $0.id == "summer-sale" })
    catalog[index].title = "Summer sale, extended"
    catalog[index].variants[1].style.overrides.overlayAlpha = 0.25
    catalog.removeAll { $0.id == "new-feature" }
    store.replace(with: CampaignCatalog(catalog))
    let detail = try #require(try json(try get("/api/campaigns/summer-sale")) as? [String: Any])
    #expect(detail["title"] as? String == "Summer sale, extended")
    #expect(try get("/api/campaigns/new-feature").status == 404)
    let after = try get(
      "/campaigns/summer-sale.css", headers: [("If-None-Match", before.header("ETag") ?? "")])
    #expect(after.status == 200)
    #expect(after.bodyText.contains("0.25"))
    #expect(try get("/api/assign", query: [("campaign", "new-feature"), ("user", "u")]).status == 404)
  }

  @Test func assignAnswersEveryCommittedVector() throws {
    let vectors = try AssignmentVectors.load()
    let router = try Self.router(CampaignStore(CampaignCatalog(vectors.campaigns)))
    var checked = 0
    for item in vectors.cases {
      for vector in item.vectors {
        let request = Request(
          method: "GET", rawPath: "/api/assign", query: [("campaign", item.campaign), ("user", vector.user)])
        let response = try #require(router.response(to: request))
        #expect(response.status == 200)
        let answer = try #require(try json(response) as? [String: String])
        #expect(answer == ["campaign": item.campaign, "user": vector.user, "variant": vector.variant])
        checked += 1
      }
    }
    #expect(checked > 1000)
  }

  @Test(arguments: [
    [("user", "u")], [("campaign", "summer-sale")], [],
    [("campaign", "Summer Sale"), ("user", "u")], [("campaign", ""), ("user", "u")],
    [("campaign", "summer-sale"), ("campaign", "new-feature"), ("user", "u")],
    [("campaign", "summer-sale"), ("user", String(repeating: "u", count: 129))],
  ])
  func assignRefusesMissingOrBadParametersWith400(query: [(String, String)]) throws {
    let response = try get("/api/assign", query: query)
    #expect(response.status == 400)
    let error = try #require(try json(response) as? [String: String])
    #expect(error["error"]?.isEmpty == false)
  }

  @Test func assignAnswers404ForAnUnknownCampaign() throws {
    let response = try get("/api/assign", query: [("campaign", "no-such-campaign"), ("user", "u")])
    #expect(response.status == 404)
    #expect((try json(response) as? [String: String])?["error"] != nil)
  }
}
