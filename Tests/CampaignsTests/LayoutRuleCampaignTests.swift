import Campaigns
import DialogMotion
import Foundation
import TestSupport
import Testing

/// Campaign files and the layout rule (docs/layout.md): colours per appearance, and a banner whose
/// shape the rule can't fit into every container is refused with the container and the shortfall.
@Suite struct LayoutRuleCampaignTests {
  static func campaign(style: String, banner: String = "https://cdn.example.com/a.png") -> String {
    #"{"id": "promo", "title": "Promo", "banner": "\#(banner)", "variants": [{"id": "A", "style": \#(style)}]}"#
  }

  @Test func aStyleSetsTheCardsDarkColours() throws {
    let text = Self.campaign(
      style:
        ##"{"preset": "pop-shrink", "colors": {"dark": {"background": "#2C2C2E", "buttonTitle": "#FF9F0A"}}}"##
    )
    let campaign = try Campaign.decode(Array(text.utf8), fileName: "promo.json")
    let colors = try #require(campaign.variants.first?.definition?.layout.card.colors)
    #expect(colors.dark.background == RGBColor(hex: 0x2C2C2E))
    #expect(colors.dark.buttonTitle == RGBColor(hex: 0xFF9F0A))
    #expect(colors.light.background == .white)
  }

  @Test func badColoursAreProblemsNamingTheirField() {
    let text = Self.campaign(
      style:
        ##"{"preset": "pop-shrink", "colors": {"dark": {"background": "dark", "tint": "#FFFFFF"}}}"##
    )
    do {
      _ = try Campaign.decode(Array(text.utf8), fileName: "promo.json")
      Issue.record("accepted bad colours")
    } catch {
      let fields = error.problems.map(\.field)
      #expect(fields.contains("variants[0].style.colors.dark.background"))
      #expect(fields.contains("variants[0].style.colors.dark.tint"))
      #expect(
        error.problems.first { $0.field.hasSuffix("dark.background") }?.message
          == "background must be a colour \"#RRGGBB\" (six hex digits), got \"dark\".")
    }
  }

  @Test func anAlphaOutOfRangeIsAProblem() {
    let text = Self.campaign(
      style: ##"{"preset": "pop-shrink", "colors": {"light": {"closeFillAlpha": 3}}}"##)
    do {
      _ = try Campaign.decode(Array(text.utf8), fileName: "promo.json")
      Issue.record("accepted closeFillAlpha 3")
    } catch {
      #expect(error.problems.map(\.field) == ["variants[0].style.colors.light.closeFillAlpha"])
    }
  }

  @Test func aBannerTooTallForEveryScreenIsRefused() throws {
    let folder = try CampaignFolder()
    try folder.write(
      #"<svg xmlns="http://www.w3.org/2000/svg" width="30" height="600"></svg>"#,
      to: "Public/banners/strip.svg")
    let text = Self.campaign(style: #""campaign-fade""#, banner: "banners/strip.svg")
    do {
      _ = try Campaign.decode(Array(text.utf8), fileName: "promo.json", publicDirectory: folder.publicFolder)
      Issue.record("accepted a 30 × 600 banner")
    } catch {
      #expect(
        error.problems.map(\.description) == [
          "promo.json: variants[0].banner: The layout doesn't fit the iPhone 15, landscape (852 × 393 pt) at text size AX5: the card's width would be 16.8 pt, 27.3 pt short of the 44 pt it needs."
        ])
    }
    // The same banner at 300 × 600 fits.
    try folder.write(
      #"<svg xmlns="http://www.w3.org/2000/svg" width="300" height="600"></svg>"#,
      to: "Public/banners/strip.svg")
    #expect(throws: Never.self) {
      try Campaign.decode(Array(text.utf8), fileName: "promo.json", publicDirectory: folder.publicFolder)
    }
  }
}
