import Campaigns
import Foundation
import HTTPServer
import TestSupport
import Testing

@testable import App

/// `/embed/{campaign}` pages come from a cache: they must still change the moment a campaign does, carry a
/// strong ETag that answers 304, and keep answering errors as before.
@Suite struct EmbedPageCacheTests {
  let store: CampaignStore
  let router: Router

  init() throws {
    store = try ShippedCampaigns.store()
    router = try CampaignRoutesTests.router(store)
  }

  func get(_ path: String, query: [(String, String)] = [], headers: [(String, String)] = []) throws
    -> Response
  {
    let request = Request(
      method: "GET", rawPath: path, query: query.map { (name: $0.0, value: $0.1) },
      headers: headers.map { (name: $0.0, value: $0.1) })
    return try #require(router.response(to: request))
  }

  @Test func aRepeatedRequestGetsTheSameBytesAndETag() throws {
    let first = try get("/embed/summer-sale")
    let second = try get("/embed/summer-sale")
    #expect(first.status == 200)
    #expect(first.body == second.body)
    #expect(first.header("ETag") != nil)
    #expect(first.header("ETag") == second.header("ETag"))
    #expect(first.header("Content-Type") == "text/html; charset=utf-8")
  }

  @Test func theETagAnswers304AndAnotherQueryIsAnotherPage() throws {
    let page = try get("/embed/summer-sale")
    let etag = try #require(page.header("ETag"))
    let cached = try get("/embed/summer-sale", headers: [("If-None-Match", etag)])
    #expect(cached.status == 304)
    #expect(cached.body.isEmpty)
    #expect(cached.header("ETag") == etag)
    let other = try get("/embed/summer-sale", query: [("device", "iphone-se")])
    #expect(other.status == 200)
    #expect(other.header("ETag") != etag)
    #expect(
      try get("/embed/summer-sale", query: [("device", "iphone-se")], headers: [("If-None-Match", etag)])
        .status == 200)
  }

  @Test func aChangedCampaignIsRenderedAgain() throws {
    let before = try get("/embed/summer-sale")
    var campaigns = store.catalog.campaigns
    let index = try #require(campaigns.firstIndex { $0.id == "summer-sale" })
    campaigns[index].title = "Winter sale, edited while the server runs"
    store.replace(with: CampaignCatalog(campaigns))
    let after = try get("/embed/summer-sale")
    #expect(after.status == 200)
    #expect(after.bodyText.contains("Winter sale, edited while the server runs"))
    #expect(!before.bodyText.contains("Winter sale, edited while the server runs"))
    #expect(after.header("ETag") != before.header("ETag"))
    let stale = try get(
      "/embed/summer-sale", headers: [("If-None-Match", try #require(before.header("ETag")))])
    #expect(stale.status == 200)
  }

  @Test func unknownCampaignsAndVariantsStay404() throws {
    #expect(try get("/embed/no-such-campaign").status == 404)
    #expect(try get("/embed/summer-sale", query: [("variant", "Z")]).status == 404)
    #expect(try get("/embed/summer-sale", query: [("variant", "Z")]).status == 404)
  }

  @Test func theCacheIsBounded() throws {
    let cache = EmbedPageCache(capacity: 3)
    let campaign = try #require(store.catalog.campaign(id: "summer-sale"))
    for user in 0..<10 {
      var query = EmbedQuery()
      query.user = "user-\(user)"
      _ = cache.page(campaign: campaign, query: query) { Array("page \(user)".utf8) }
    }
    #expect(cache.count <= 3)
  }
}
