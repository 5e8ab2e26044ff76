import DialogMotion
import Foundation
import Testing

@testable import DialogWeb

/// The CSS follows the contract the embed page relies on.
struct CSSRendererTests {
  static let allCSS = CSSRenderer.allPresetsCSS()
  var all: String { Self.allCSS }

  @Test func durationsScaleWithTheSlowMotionFactor() {
    let css = CSSRenderer.css(for: .campaignFade)
    let rule = CSSText.declarations(
      of: #".dp-screen[data-style="campaign-fade"].is-presenting [data-dialog]"#, in: css)
    #expect(rule?["animation-duration"] == "calc(var(--slow, 1) * 250ms)")
    #expect(rule?["animation-fill-mode"] == "both")
    for value in CSSText.values(of: "animation-duration", in: all) {
      #expect(value.hasPrefix("calc(var(--slow, 1) * ") && value.hasSuffix("ms)"))
    }
  }

  @Test func easingsAreUIKitsAndNeverCSSEase() {
    let allowed = ["ease-in-out", "ease-in", "ease-out", "linear"]
    for value in CSSText.values(of: "animation-timing-function", in: all) {
      #expect(
        allowed.contains(value) || value.hasPrefix("linear(") || value.hasPrefix("cubic-bezier("), "\(value)")
      #expect(value != "ease")
    }
    let shrink = CSSRenderer.css(for: .popShrink)
    let present = CSSText.declarations(
      of: #".dp-screen[data-style="pop-shrink"].is-presenting [data-dialog]"#, in: shrink)
    let dismiss = CSSText.declarations(
      of: #".dp-screen[data-style="pop-shrink"].is-dismissing [data-dialog]"#, in: shrink)
    #expect(present?["animation-timing-function"] == "ease-out")
    #expect(dismiss?["animation-timing-function"] == "ease-in-out")
    let overlay = CSSText.declarations(
      of: #".dp-screen[data-style="pop-shrink"].is-presenting [data-overlay]"#, in: shrink)
    #expect(overlay?["animation-timing-function"] == "ease-in-out")
    #expect(overlay?["animation-duration"] == "calc(var(--slow, 1) * 200ms)")
  }

  @Test func sizesAreRelativeToTheScreenNeverTheViewport() {
    #expect(!all.contains("vw") && !all.contains("vh") && !all.contains("vmin"))
    // The layout rule's expressions of the screen's variables (docs/layout.md): seed 000's scaled(300)
    // is 0.8 × the width, capped by an iPad's form sheet (540 pt), the room in the safe area and the
    // banner's ratio.
    let fade = CSSRenderer.css(for: .campaignFade)
    #expect(
      fade.contains(
        "--dp-card-w: calc(min(var(--dp-w) * 0.8, 540, var(--dp-room-w), var(--dp-room-h) / (var(--dp-ratio))));"
      ))
    #expect(fade.contains("width: calc(var(--dp-card-w) * 1px);"))
    #expect(fade.contains("--dp-close-side: calc(var(--dp-w) * 0.074667 * var(--dp-card-scale));"))
    let spring = CSSRenderer.css(for: .springFromSource)
    #expect(spring.contains("--dp-dialog-w: calc(min((-30 + var(--dp-w)), "))
    #expect(spring.contains("--dp-dialog-h: calc(min((-220 + var(--dp-h)), "))
  }

  @Test func springFromSourceGrowsOutOfTheSourceAndGoesBackIntoIt() throws {
    let css = CSSRenderer.css(for: .springFromSource)
    let hidden = "translate(0px, calc(var(--screen-height) * 0.5 - 140px)) scale(0.01)"
    let present = try #require(CSSText.keyframes("dp-spring-from-source-dialog-present", in: css))
    #expect(present.contains("from {\n    opacity: 0;\n    transform: \(hidden);\n  }"))
    #expect(present.contains("to {\n    opacity: 1;\n    transform: translate(0px, 0px) scale(1);\n  }"))
    let dismiss = try #require(CSSText.keyframes("dp-spring-from-source-dialog-dismiss", in: css))
    #expect(dismiss.contains("to {\n    opacity: 0;\n    transform: \(hidden);\n  }"))
  }

  @Test func halfScreenSlideMovesByTheScreensHeight() throws {
    let css = CSSRenderer.css(for: .halfScreenSlide)
    let present = try #require(CSSText.keyframes("dp-half-screen-slide-dialog-present", in: css))
    #expect(present.contains("transform: translate(0px, var(--screen-height));"))
    #expect(!present.contains("opacity"))
    let overlay = try #require(CSSText.keyframes("dp-half-screen-slide-overlay-dismiss", in: css))
    #expect(
      overlay.contains("from {\n    opacity: 0.5;\n  }") && overlay.contains("to {\n    opacity: 0.01;\n  }"))
  }

  @Test func campaignFadesOverlayFadesWithTheDialog() {
    let css = CSSRenderer.css(for: .campaignFade)
    #expect(css.contains("background-color: rgb(0 0 0 / 0.6);"))
    #expect(!css.contains("overlay-present"))
    #expect(CSSText.keyframes("dp-campaign-fade-dialog-present", in: css) != nil)
  }

  @Test func popPresetsScaleFromTheSeedsFactors() throws {
    let grow = try #require(
      CSSText.keyframes("dp-pop-grow-dialog-present", in: CSSRenderer.css(for: .popGrow)))
    #expect(grow.contains("transform: scale(0.8);") && grow.contains("transform: scale(1);"))
    let shrink = try #require(
      CSSText.keyframes("dp-pop-shrink-dialog-present", in: CSSRenderer.css(for: .popShrink)))
    #expect(shrink.contains("transform: scale(1.1);"))
    let growDismiss = try #require(
      CSSText.keyframes("dp-pop-grow-dialog-dismiss", in: CSSRenderer.css(for: .popGrow)))
    #expect(!growDismiss.contains("transform"))
  }

  @Test(arguments: DialogDefinition.presets)
  func reducedMotionIsAShortCrossFade(preset: DialogDefinition) throws {
    let css = CSSRenderer.css(for: preset)
    let scope = CSSScope.preset(preset).selector
    for phase in ["is-presenting", "is-dismissing"] {
      let rule = try #require(
        CSSText.declarations(of: "\(scope).is-reduced-motion.\(phase) [data-dialog]", in: css))
      #expect(rule["animation-duration"] == "calc(var(--slow, 1) * 200ms)")
      #expect(rule["animation-timing-function"] == "ease-in-out")
    }
    let keyframes = try #require(CSSText.keyframes("dp-\(preset.name)-reduced-dialog-present", in: css))
    #expect(!keyframes.contains("transform"))
  }

  @Test func everyKeyframesNameIsUniqueAndReferenced() {
    let names = all.split(separator: "\n").filter { $0.hasPrefix("@keyframes ") }
      .map { String($0.dropFirst("@keyframes ".count).dropLast(2)) }
    #expect(names.count == Set(names).count)
    let referenced = Set(CSSText.values(of: "animation-name", in: all))
    #expect(referenced == Set(names))
  }

  @Test func baseCSSSizesTheSimulatedDevices() {
    let base = CSSRenderer.baseCSS()
    #expect(base.hasPrefix("/* dialog-preview: generated"))
    // Each container's rule declares only what differs from the rule it overrides (the cascade, checked
    // in Chromium for all 22 containers by LayoutParityBrowserTests): the default screen is the iPhone 15.
    #expect(
      CSSText.declarations(of: ".dp-screen.dp-device-iphone-se", in: base) == [
        "--dp-w": "375", "--dp-h": "667", "--dp-st": "20", "--dp-sb": "0",
      ])
    #expect(CSSText.declarations(of: ".dp-screen.dp-device-iphone-15", in: base) == nil)
    #expect(CSSText.declarations(of: ".dp-screen", in: base)?["--dp-st"] == "59")
    #expect(CSSText.declarations(of: ".dp-screen.dp-device-iphone-15-pro-max", in: base)?["--dp-w"] == "430")
    let landscape = CSSText.declarations(of: ".dp-screen.dp-device-iphone-15.dp-landscape", in: base)
    #expect(landscape?["--dp-w"] == "852" && landscape?["--dp-h"] == "393" && landscape?["--dp-sr"] == "59")
    #expect(
      CSSText.declarations(of: ".dp-screen.dp-device-ipad-pro-13.dp-landscape", in: base) == [
        "--dp-w": "1376", "--dp-h": "1032",
      ])
    #expect(
      CSSText.declarations(of: ".dp-screen.dp-device-ipad-pro-13.dp-landscape.dp-split-504", in: base) == [
        "--dp-w": "504"
      ])
    let screen = CSSText.declarations(of: ".dp-screen", in: base)
    #expect(screen?["--screen-width"] == "calc(var(--dp-w) * 1px)")
    #expect(screen?["--safe-top"] == "calc(var(--dp-st) * 1px)")
    #expect(CSSText.declarations(of: ".dp-screen.dp-text-AX5", in: base)?["--dp-text"] == "3.117647")
    #expect(CSSText.declarations(of: ".dp-screen.dp-rtl", in: base)?["direction"] == "rtl")
    let source = CSSText.declarations(of: ".dp-screen [data-source]", in: base)
    #expect(source?["left"] == "calc(var(--screen-width) * 0.5 - 22px)")
    #expect(source?["top"] == "calc(var(--screen-height) - 162px)")
    #expect(all.hasPrefix(base))
    #expect(CSSRenderer.presetStylesheet(.popGrow) == base + "\n" + CSSRenderer.css(for: .popGrow))
  }

  @Test func campaignVariantsGetSafeUniqueScopes() {
    let css = CSSRenderer.css(
      for: .springFromSource, applying: StyleOverrides(overlayAlpha: 0.6),
      scope: .campaignVariant(campaign: "summer-sale", variant: "B"))
    #expect(css.contains(#".dp-screen[data-style="summer-sale--B"].is-presenting [data-dialog] {"#))
    #expect(css.contains("@keyframes dp-summer-sale--B-dialog-present {"))
    #expect(css.contains("animation-name: dp-summer-sale--B-dialog-present;"))
    #expect(css.contains("opacity: 0.6;"))

    let odd = CSSRenderer.css(for: .popGrow, scope: .style("9\"x</style>"))
    #expect(odd.contains(#".dp-screen[data-style="9\"x\3c /style\3e "]"#))
    #expect(odd.contains(#"@keyframes dp-9\"x\3c \/style\3e -dialog-present {"#))
    #expect(!odd.contains("</style"))
  }

  @Test func arbitraryScopesAreCheckedAndHashed() throws {
    let scope = try #require(CSSScope(selector: "#qa .dp-screen"))
    #expect(scope.name.hasPrefix("x") && scope.name.count == 9)
    #expect(
      CSSRenderer.css(for: .popGrow, scope: scope).contains("#qa .dp-screen.is-presenting [data-dialog] {"))
    for bad in ["a{b", "a}", "a;b", "a, b", "a/*", "a<b", "@media", "a\\b", ""] {
      #expect(CSSScope(selector: bad) == nil, "\(bad)")
    }
    #expect(CSSScope(selector: ".a", name: "qa")?.name == "qa")
  }

  @Test func escapingFollowsCSSOM() {
    #expect(CSSEscaping.identifier("summer-sale--B") == "summer-sale--B")
    #expect(CSSEscaping.identifier("1a") == "\\31 a")
    #expect(CSSEscaping.identifier("-1") == "-\\31 ")
    #expect(CSSEscaping.identifier("-") == "\\-")
    #expect(CSSEscaping.identifier("a b.c") == "a\\ b\\.c")
    #expect(CSSEscaping.identifier("é") == "é")
    #expect(CSSEscaping.string("a\"b\\c\nd") == "\"a\\\"b\\\\c\\a d\"")
    #expect(CSSEscaping.comment("x */ y <z") == "x * / y ‹z")
  }

  @Test func treeRendersRulesKeyframesCommentsAndRaw() {
    let sheet = CSSStylesheet([
      .comment("hi */"),
      .rule(CSSRule([".a", ".b"], [CSSDeclaration("opacity", "0")])),
      .keyframes(CSSKeyframes(name: "k", frames: [CSSKeyframe("from", [CSSDeclaration("opacity", "1")])])),
      .unsafeRaw(".raw{}"),
    ])
    #expect(
      sheet.render()
        == "/* hi * / */\n\n.a,\n.b {\n  opacity: 0;\n}\n\n@keyframes k {\n  from {\n    opacity: 1;\n  }\n}\n\n.raw{}\n"
    )
  }

  @Test func bracesBalance() {
    #expect(all.filter { $0 == "{" }.count == all.filter { $0 == "}" }.count)
  }

  @Test func presetsJSONDecodesToTheDefinitionsTheCSSComesFrom() throws {
    let json = try PresetsJSON.text()
    let decoded = try JSONDecoder().decode([DialogDefinition].self, from: Data(json.utf8))
    #expect(decoded == DialogDefinition.presets)
  }

  @Test func presetSummaryListsEveryPresetWithItsTiming() {
    let text = PresetSummary.text()
    let lines = text.split(separator: "\n")
    #expect(lines.count == 6)
    #expect(lines[1].hasPrefix("campaign-fade ") && lines[1].contains("0.25 s ease-in-out"))
    #expect(lines[4].contains("0.5 s spring(damping 0.7, velocity 0.6)"))
    #expect(lines[5].contains("system slide"))
  }
}
