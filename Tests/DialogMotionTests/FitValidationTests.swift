import Testing

@testable import DialogMotion

/// The validator refuses a layout the rule can't fit into every supported container, naming the
/// container and the shortfall.
struct FitValidationTests {
  @Test func everyPresetFitsEveryContainerWithTheIssuesBanners() {
    for preset in DialogDefinition.presets {
      #expect(preset.validate() == [], "\(preset.name)")
      for banner in LayoutGridTests.banners {
        #expect(preset.fitProblems(bannerSize: banner) == [], "\(preset.name) with \(banner)")
      }
    }
  }

  @Test func aBannerTwentyTimesTallerThanWideIsRefusedWithTheContainerAndTheShortfall() {
    let problems = DialogDefinition.campaignFade.fitProblems(bannerSize: ScreenSize(width: 30, height: 600))
    #expect(
      problems.map(\.message) == [
        "The layout doesn't fit the iPhone 15, landscape (852 × 393 pt) at text size AX5: the card's width would be 16.8 pt, 27.3 pt short of the 44 pt it needs."
      ])
    #expect(problems.first?.path == "layout")
  }

  @Test func aButtonTallerThanTheSmallestScreenAtAX5IsRefused() {
    var definition = DialogDefinition.popShrink
    definition.layout.card.button = CardButton(title: "OK", height: 120)
    // 120 × 53 / 17 = 374.1 pt of button at AX5: no banner left in a 335-pt room.
    let problems = definition.validate()
    #expect(problems.count == 1)
    #expect(problems.first?.message.hasPrefix("The layout doesn't fit the iPhone 15, landscape") == true)
    #expect(problems.first?.message.hasSuffix("pt short of the 44 pt it needs.") == true)
  }
}
