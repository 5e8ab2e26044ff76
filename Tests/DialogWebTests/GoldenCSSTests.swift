import DialogMotion
import Testing

@testable import DialogWeb

/// Every preset's CSS, the base CSS and a campaign variant's CSS against their golden files.
struct GoldenCSSTests {
  @Test(arguments: DialogDefinition.presetNames)
  func presetCSSMatchesItsGoldenFile(name: String) throws {
    let preset = try #require(DialogDefinition.preset(named: name))
    try Golden.check(CSSRenderer.css(for: preset), named: "\(name).css")
  }

  @Test func baseCSSMatchesItsGoldenFile() throws {
    try Golden.check(CSSRenderer.baseCSS(), named: "base.css")
  }

  @Test func campaignCSSMatchesItsGoldenFile() throws {
    let css = CSSRenderer.campaignCSS(
      campaign: "summer-sale",
      variants: [
        (id: "A", definition: .campaignFade),
        (id: "B", definition: DialogDefinition.springFromSource.applying(StyleOverrides(overlayAlpha: 0.6))),
        (
          id: "C",
          definition: DialogDefinition.popGrow.applying(
            StyleOverrides(
              presentDuration: 0.35, curve: .spring(UIKitSpring(dampingRatio: 0.5, initialVelocity: 0)),
              fromScale: 0.5))
        ),
      ])
    try Golden.check(css, named: "campaign-summer-sale.css")
  }

  @Test func presetSummaryMatchesItsGoldenFile() throws {
    try Golden.check(PresetSummary.text(), named: "presets.txt")
  }

  @Test func presetsJSONMatchesItsGoldenFile() throws {
    try Golden.check(try PresetsJSON.text() + "\n", named: "presets.json")
  }
}
