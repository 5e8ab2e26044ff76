import Campaigns
import Foundation
import Testing

/// api.md, "Campaign files": half-screen-slide is UIKit's own slide and takes overlayAlpha only
/// (the rule per key is in ``ValidationRuleTests``).
@Suite struct SlideOverrideRuleTests {
  static func decode(_ style: String) throws(CampaignValidationError) -> Campaign {
    let text =
      #"{"id": "promo", "title": "Promo", "banner": "https://cdn.example.com/a.png", "variants": [{"id": "A", "style": \#(style)}]}"#
    return try Campaign.decode(Array(text.utf8), fileName: "promo.json")
  }

  @Test func halfScreenSlideTakesOverlayAlpha() throws {
    let campaign = try Self.decode(#"{"preset": "half-screen-slide", "overlayAlpha": 0.8}"#)
    #expect(campaign.variants.first?.definition?.overlay.alpha == 0.8)
  }

  @Test func halfScreenSlideRefusesEveryMotionKeyAtOnce() {
    let style =
      #"{"preset": "half-screen-slide", "presentDuration": 1, "dismissDuration": 1, "curve": "linear", "overlayAlpha": 0.3, "fromScale": 0.5}"#
    do {
      _ = try Self.decode(style)
      Issue.record("accepted \(style)")
    } catch {
      #expect(
        error.problems.map(\.field)
          == ["presentDuration", "dismissDuration", "curve", "fromScale"].map { "variants[0].style.\($0)" })
      #expect(
        error.problems.first?.description
          == "promo.json: variants[0].style.presentDuration: half-screen-slide is UIKit's own slide (seed 004 "
          + "gives UIKit no animator), which has no duration, curve or scale to set; remove presentDuration, "
          + "only overlayAlpha and colors can be overridden.")
    }
  }
}
