import Campaigns
import DialogMotion
import Foundation
import Testing

/// `bannerDescription`: one text or one per language, validated with a sentence, inherited by the
/// variants that show the campaign's banner, chosen by the reader's languages, and written back as the
/// file gave it.
struct BannerDescriptionTests {
  static func campaign(_ fields: String, variants: String = #"[{"id": "A", "style": "pop-grow"}]"#)
    throws(CampaignValidationError) -> Campaign
  {
    let text =
      #"{"id": "promo", "title": "Promo", "banner": "banners/a.png", "#
      + fields + #""variants": "# + variants + "}"
    return try Campaign.decode(Data(text.utf8), fileName: "promo.json")
  }

  static func problems(_ fields: String, variants: String = #"[{"id": "A", "style": "pop-grow"}]"#)
    -> [String]
  {
    do {
      _ = try campaign(fields, variants: variants)
      return []
    } catch {
      return error.problems.map(\.description)
    }
  }

  @Test func aStringOrLanguagesAreReadAndInheritedOnlyWithTheCampaignsBanner() throws {
    let variants = #"""
      [{"id": "A", "style": "pop-grow"},
       {"id": "B", "style": "pop-grow", "banner": "banners/b.png"},
       {"id": "C", "style": "pop-grow", "banner": "banners/c.png", "bannerDescription": " Half price. "}]
      """#
    let campaign = try Self.campaign(
      #""bannerDescription": {"en": "Summer sale", "ja": "サマーセール", "pt-BR": "Liquidação"}, "#,
      variants: variants)
    #expect(campaign.bannerDescription?.byLanguage.count == 3)
    #expect(
      campaign.variants[0].bannerDescription == campaign.bannerDescription, "A shows the campaign's banner")
    #expect(campaign.variants[1].bannerDescription == nil, "B shows another banner and says nothing of it")
    #expect(campaign.variants[2].bannerDescription == BannerDescription(text: "Half price."), "trimmed")
    #expect(campaign.bannerDescriptionWarnings.map(\.variantID) == ["B"])
    #expect(campaign.bannerDescriptionWarnings.first?.description.contains("VoiceOver reads only") == true)

    let description = try #require(campaign.bannerDescription)
    #expect(description.text(for: ["ja-JP", "en"]) == "サマーセール")
    #expect(description.text(for: ["pt-br"]) == "Liquidação")
    #expect(description.text(for: ["pt-PT", "fr"]) == "Summer sale", "pt-PT finds no pt; English next")
    #expect(description.text(for: ["de"]) == "Summer sale")
    #expect(description.defaultText == "Summer sale")
    #expect(
      BannerDescription(byLanguage: ["ja": "夏", "fr": "Été"]).defaultText == "Été",
      "no English: the first tag")

    // Written back as the file gave it: the object, and the variant's string.
    let json = String(decoding: try JSONEncoder().encode(campaign), as: UTF8.self)
    #expect(json.contains(#""bannerDescription":{"#) && json.contains(#""bannerDescription":"Half price.""#))
    let again = try Campaign.decode(Data(json.utf8), fileName: "promo.json")
    #expect(again.variants.map(\.bannerDescription) == campaign.variants.map(\.bannerDescription))
  }

  @Test(
    arguments: [
      (#""bannerDescription": "   ", "#, "bannerDescription: A banner description can't be empty"),
      (#""bannerDescription": 3, "#, "bannerDescription: bannerDescription must be a string or an object"),
      (#""bannerDescription": {}, "#, "bannerDescription: bannerDescription must give at least one language"),
      (
        #""bannerDescription": {"english": "x"}, "#,
        #"bannerDescription.english: "english" is not a language tag"#
      ),
      (
        #""bannerDescription": {"en": 1}, "#,
        "bannerDescription.en: A banner description must be a string, not"
      ),
      (
        #""bannerDescription": {"en": "a", "en": "b"}, "#,
        #"bannerDescription.en: The language "en" appears more"#
      ),
    ] as [(String, String)])
  func aWrongDescriptionIsRefusedWithASentence(fields: String, expected: String) {
    let problems = Self.problems(fields)
    #expect(problems.count == 1 && problems[0].contains(expected), "\(problems)")
  }

  @Test func aTooLongDescriptionOrOneInAVariantIsNamedByItsField() {
    let long = String(repeating: "a", count: 501)
    let problems = Self.problems(
      "", variants: #"[{"id": "A", "style": "pop-grow", "bannerDescription": {"ja": ""# + long + #""}}]"#)
    #expect(problems.count == 1 && problems[0].contains("variants[0].bannerDescription.ja: "), "\(problems)")
    #expect(problems.first?.contains("at most 500 characters, got 501") == true)
  }
}
