import Campaigns
import DialogMotion
import Foundation
import TestSupport
import Testing

@Suite struct CampaignDecodingTests {
  static let abTest = """
    {
      "id": "summer-sale",
      "title": "Summer sale ☀️",
      "banner": "banners/a.svg",
      "actionURL": "https://example.com/campaign",
      "variants": [
        { "id": "A", "style": "campaign-fade" },
        { "id": "B", "style": { "preset": "spring-from-source", "overlayAlpha": 0.6,
            "curve": { "bezier": [0.2, 0, 0.4, 1.3] } }, "weight": 2.5,
          "banner": "https://cdn.example.com/b.png", "actionURL": "" }
      ]
    }
    """

  @Test func aValidFileHasItsDefaultsFilledIn() throws {
    let folder = try CampaignFolder()
    let campaign = try Campaign.decode(
      Data(Self.abTest.utf8), fileName: "summer-sale.json", publicDirectory: folder.publicFolder)
    #expect(campaign.id == "summer-sale")
    #expect(campaign.title == "Summer sale ☀️")
    #expect(campaign.control.id == "A")
    #expect(campaign.control.weight == 1)
    #expect(campaign.control.banner == "banners/a.svg")
    #expect(campaign.control.bannerHref == "/banners/a.svg")
    #expect(campaign.control.actionURL == "https://example.com/campaign")
    let b = try #require(campaign.variant(id: "B"))
    #expect(b.weight == 2.5)
    #expect(b.banner == "https://cdn.example.com/b.png")
    #expect(b.bannerHref == "https://cdn.example.com/b.png")
    #expect(b.actionURL == "")
    #expect(b.style.preset == "spring-from-source")
    #expect(b.style.overrides.overlayAlpha == 0.6)
    #expect(b.style.overrides.curve == .bezier(CubicBezier(0.2, 0, 0.4, 1.3)))
    #expect(b.definition?.overlay.alpha == 0.6)
    #expect(campaign.variant(id: "C") == nil)
  }

  @Test func aMissingActionURLMeansNoAction() throws {
    let text = CampaignText.file(actionURL: nil)
    let campaign = try Campaign.decode(Data(text.utf8), fileName: "promo.json")
    #expect(campaign.actionURL == "")
    #expect(campaign.control.actionURL == "")
  }

  @Test(arguments: [
    "https://example.com", "http://example.com/a?b=c#d", "HTTPS://EXAMPLE.COM/x", "https://例え.jp/",
  ])
  func httpAndHttpsActionURLsAreAccepted(_ url: String) throws {
    let text = CampaignText.file(actionURL: "\"\(url)\"")
    #expect(try Campaign.decode(Data(text.utf8), fileName: "promo.json").actionURL == url)
  }

  @Test func aTitleOf200CharactersIsAccepted() throws {
    let title = String(repeating: "🎉", count: 200)
    let text = CampaignText.file(title: "\"\(title)\"")
    #expect(try Campaign.decode(Data(text.utf8), fileName: "promo.json").title == title)
  }

  @Test func everyProblemOfAFileIsReportedAtOnce() throws {
    let text = CampaignText.file(
      id: #""Other""#, title: #""""#, banner: #""/abs.svg""#, actionURL: #""javascript:x""#,
      variants: #"""
        [{"id": "A", "style": {"preset": "nope", "overlayAlpha": 3, "curve": {"bezier": [2, 0, 1, 1]}}, "weight": 0},
         {"id": "A", "style": "pop-grow", "extra": 1}]
        """#,
      extra: #""more": true"#)
    do {
      _ = try Campaign.decode(Data(text.utf8), fileName: "promo.json")
      Issue.record("the file was accepted")
    } catch {
      #expect(Set(error.problems.map(\.file)) == ["promo.json"])
      #expect(
        error.problems.map(\.field) == [
          "more", "id", "id", "title", "banner", "actionURL",
          "variants[0].style.preset", "variants[0].style.curve.bezier[0]", "variants[0].style.overlayAlpha",
          "variants[0].weight", "variants[1].extra", "variants[1].id",
        ])
      #expect(error.description.split(separator: "\n").count == 12)
    }
  }

  @Test func theEncodedCampaignIsAValidFileOfTheSameCampaign() throws {
    let campaign = try Campaign.decode(Data(Self.abTest.utf8), fileName: "summer-sale.json")
    let encoded = try JSONEncoder().encode(campaign)
    #expect(try Campaign.decode(encoded, fileName: "summer-sale.json") == campaign)
    let object = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any])
    #expect(Set(object.keys) == ["id", "title", "banner", "actionURL", "variants"])
    let variants = try #require(object["variants"] as? [[String: Any]])
    #expect(variants[0]["style"] as? String == "campaign-fade")
    #expect(variants[0]["weight"] as? Double == 1)
    #expect(variants[0]["banner"] as? String == "banners/a.svg")
  }

  @Test func assignmentFollowsTheWeightsInFileOrder() throws {
    let campaign = try Campaign.decode(Data(Self.abTest.utf8), fileName: "summer-sale.json")
    for user in (0..<50).map({ "user-\($0)" }) {
      let expected = VariantAssignment.variant(
        campaign: "summer-sale", user: user, variants: [("A", 1), ("B", 2.5)])
      #expect(campaign.assignedVariant(user: user).id == expected)
    }
  }
}
