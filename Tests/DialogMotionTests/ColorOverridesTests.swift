import Foundation
import Testing

@testable import DialogMotion

/// A style's `colors` replace the preset's palettes key by key, per appearance.
struct ColorOverridesTests {
  @Test func aStyleSetsTheDarkCardAndKeepsTheRest() throws {
    let definition = try ShippedStyles.definition(
      ##"{"preset": "pop-shrink", "colors": {"dark": {"background": "#2C2C2E", "closeFillAlpha": 0.7}, "light": {"buttonTitle": "#FF3B30"}}}"##
    )
    #expect(definition.layout.card.colors.dark.background == RGBColor(hex: 0x2C2C2E))
    #expect(definition.layout.card.colors.dark.closeFillAlpha == 0.7)
    #expect(definition.layout.card.colors.dark.buttonTitle == RGBColor(hex: 0x0A84FF))
    #expect(definition.layout.card.colors.light.buttonTitle == RGBColor(hex: 0xFF3B30))
    #expect(definition.layout.card.colors.light.background == .white)
    let context = PlanContext(
      container: ScreenSize(width: 393, height: 852), bannerSize: ScreenSize(width: 2, height: 1),
      traits: DialogTraits(appearance: .dark))
    #expect(definition.plan(for: .present, in: context).card.background == RGBColor(hex: 0x2C2C2E))
  }

  @Test func badColoursAreRefusedWithASentence() throws {
    let bad = ##"{"preset": "pop-shrink", "colors": {"dark": {"background": "black"}}}"##
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(DialogStyle.self, from: Data(bad.utf8)) }
    let unknown = ##"{"preset": "pop-shrink", "colors": {"sepia": {}}}"##
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(DialogStyle.self, from: Data(unknown.utf8))
    }
    let alpha = ##"{"preset": "pop-shrink", "colors": {"light": {"closeFillAlpha": 2}}}"##
    let style = try JSONDecoder().decode(DialogStyle.self, from: Data(alpha.utf8))
    #expect(style.validate().map(\.path) == ["colors.light.closeFillAlpha"])
  }

  @Test func hexStringsRoundTrip() {
    #expect(RGBColor(hexString: "#1c1C1e") == RGBColor(hex: 0x1C1C1E))
    #expect(RGBColor(hex: 0x0A84FF).hexString == "#0a84ff")
    for bad in ["1C1C1E", "#1C1C1", "#1C1C1EE", "#GGGGGG", "#-12345"] {
      #expect(RGBColor(hexString: bad) == nil)
    }
  }

  @Test func oldDefinitionsWithOnlyABackgroundStillDecode() throws {
    var json =
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(DialogDefinition.popGrow)) as! [String: Any]
    var layout = json["layout"] as! [String: Any]
    var card = layout["card"] as! [String: Any]
    card["colors"] = nil
    layout["card"] = card
    json["layout"] = layout
    let decoded = try JSONDecoder().decode(
      DialogDefinition.self, from: JSONSerialization.data(withJSONObject: json))
    #expect(decoded == DialogDefinition.popGrow)
  }
}
