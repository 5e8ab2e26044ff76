import Foundation
import Testing

@testable import DialogMotion

/// Campaign style overrides (api.md, "Campaign files"): decoding, validation, application.
struct StyleOverridesTests {
  func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try JSONDecoder().decode(T.self, from: Data(json.utf8))
  }

  @Test func decodesEveryKeyAndCurveForm() throws {
    let overrides = try decode(
      StyleOverrides.self,
      #"{"presentDuration": 0.4, "dismissDuration": 0.3, "curve": {"spring": {"damping": 0.5, "velocity": 1}}, "overlayAlpha": 0.6, "fromScale": 0.9}"#
    )
    #expect(
      overrides
        == StyleOverrides(
          presentDuration: 0.4, dismissDuration: 0.3,
          curve: .spring(UIKitSpring(dampingRatio: 0.5, initialVelocity: 1)), overlayAlpha: 0.6,
          fromScale: 0.9))
    #expect(try decode(StyleOverrides.self, #"{"curve": "easeIn"}"#).curve == .easeIn)
    #expect(
      try decode(StyleOverrides.self, #"{"curve": {"bezier": [0.1, 0.2, 0.3, 1.4]}}"#).curve
        == .bezier(CubicBezier(0.1, 0.2, 0.3, 1.4)))
    #expect(
      try decode(StyleOverrides.self, #"{"curve": {"spring": {"damping": 1}}}"#).curve
        == .spring(UIKitSpring(dampingRatio: 1)))
  }

  @Test(arguments: [
    (#"{"overlayAlpha": 0.5, "color": "red"}"#, "\"color\""),
    (#"{"curve": {"spring": {"damping": 0.5, "mass": 2}}}"#, "\"mass\""),
    (#"{"curve": {"cubic": [0, 0, 1, 1]}}"#, "\"cubic\""),
  ])
  func unknownKeysAreRejectedByName(json: String, key: String) {
    do {
      _ = try decode(StyleOverrides.self, json)
      Issue.record("decoded \(json)")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription.contains("Unknown key \(key)"))
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func badCurveFormsAreRejectedWithASentence() {
    for json in [
      #"{"curve": "ease"}"#, #"{"curve": {"bezier": [0, 1]}}"#,
      #"{"curve": {"physicalSpring": {"mass": 3, "stiffness": 1000, "damping": 500, "initialVelocity": 0}}}"#,
    ] {
      #expect(throws: DecodingError.self, "\(json)") { try decode(StyleOverrides.self, json) }
    }
  }

  @Test func validationFollowsTheContractsRanges() {
    let bad = StyleOverrides(
      presentDuration: 0, dismissDuration: 10.5, curve: .spring(UIKitSpring(dampingRatio: 0)),
      overlayAlpha: -0.1,
      fromScale: 2.5)
    #expect(
      bad.validate().map(\.path) == [
        "presentDuration", "dismissDuration", "curve.spring.damping", "overlayAlpha", "fromScale",
      ])
    #expect(
      StyleOverrides(
        presentDuration: 10, curve: .bezier(CubicBezier(0, 0, 1, 1)), overlayAlpha: 1, fromScale: 2
      ).validate() == [])
    #expect(
      StyleOverrides(curve: .bezier(CubicBezier(0, 0, 1.5, 1))).validate().map(\.path) == ["curve.bezier[2]"])
  }

  @Test func curveReplacesBothDialogCurvesAndKeepsTheOverlayAlongside() {
    let styled = DialogDefinition.popGrow.applying(StyleOverrides(curve: .linear, overlayAlpha: 0.3))
    #expect(styled.present.curve == .linear && styled.dismiss.curve == .linear)
    #expect(styled.overlay.alpha == 0.3)
    #expect(styled.present.duration == 0.2)
  }

  @Test func fromScaleReplacesThePresetsStartScaleOrAddsOne() {
    let grow = DialogDefinition.springFromSource.applying(StyleOverrides(fromScale: 0.5))
    #expect(grow.present.effects == [.opacity(alpha: 0), .growFromSource(scale: 0.5)])
    #expect(grow.dismiss.effects == DialogDefinition.springFromSource.dismiss.effects)
    let fade = DialogDefinition.campaignFade.applying(StyleOverrides(fromScale: 1.2))
    #expect(fade.present.effects == [.opacity(alpha: 0), .scale(factor: 1.2)])
    #expect(
      DialogDefinition.popShrink.applying(StyleOverrides(fromScale: 0.9)).states(for: .present).from.scale
        == 0.9)
  }

  @Test func durationsReplaceEachTransitions() {
    let slow = DialogDefinition.campaignFade.applying(
      StyleOverrides(presentDuration: 1, dismissDuration: 2))
    #expect(slow.present.duration == 1 && slow.dismiss.duration == 2)
    #expect(DialogDefinition.popGrow.applying(.none) == .popGrow)
  }

  /// api.md, "Campaign files": half-screen-slide is UIKit's own slide, with no duration, curve or
  /// scale to set; it takes overlayAlpha only.
  @Test func halfScreenSlideRefusesEveryOverrideButOverlayAlpha() {
    let all = StyleOverrides(
      presentDuration: 1, dismissDuration: 1, curve: .linear, overlayAlpha: 0.3, fromScale: 0.5)
    let problems = DialogStyle(preset: "half-screen-slide", overrides: all).validate()
    #expect(problems.map(\.path) == ["presentDuration", "dismissDuration", "curve", "fromScale"])
    for problem in problems {
      #expect(
        problem.message.contains("UIKit's own slide") && problem.message.contains("remove \(problem.path)"))
      #expect(problem.message.hasSuffix("."))
    }
    #expect(
      DialogStyle(preset: "half-screen-slide", overrides: StyleOverrides(overlayAlpha: 0.3)).validate() == [])
    // A refused key is reported as refused only, not also for its range.
    let outOfRange = DialogStyle(
      preset: "half-screen-slide", overrides: StyleOverrides(presentDuration: 20, overlayAlpha: 2)
    ).validate()
    #expect(outOfRange.map(\.path) == ["presentDuration", "overlayAlpha"])
    #expect(outOfRange.first?.message.contains("UIKit's own slide") == true)
    #expect(
      StyleOverrides.refusedKeys(for: .halfScreenSlide) == [
        "presentDuration", "dismissDuration", "curve", "fromScale",
      ])
    for preset in DialogDefinition.presets where preset.name != "half-screen-slide" {
      #expect(StyleOverrides.refusedKeys(for: preset) == [], "\(preset.name)")
      #expect(DialogStyle(preset: preset.name, overrides: all).validate() == [], "\(preset.name)")
    }
  }

  @Test func dialogStyleDecodesBothFormsAndValidates() throws {
    #expect(try decode(DialogStyle.self, #""campaign-fade""#) == DialogStyle(preset: "campaign-fade"))
    let style = try decode(DialogStyle.self, #"{"preset": "spring-from-source", "overlayAlpha": 0.6}"#)
    #expect(style == DialogStyle(preset: "spring-from-source", overrides: StyleOverrides(overlayAlpha: 0.6)))
    #expect(style.definition?.overlay.alpha == 0.6)
    #expect(style.validate() == [])
    #expect(DialogStyle(preset: "wobble").validate().map(\.path) == ["preset"])
    #expect(throws: DecodingError.self) {
      try decode(DialogStyle.self, #"{"preset": "pop-grow", "speed": 2}"#)
    }
    #expect(throws: DecodingError.self) { try decode(DialogStyle.self, #"{"overlayAlpha": 0.6}"#) }

    let encoded = String(decoding: try JSONEncoder().encode(DialogStyle(preset: "pop-grow")), as: UTF8.self)
    #expect(encoded == #""pop-grow""#)
    let roundTrip = try decode(
      DialogStyle.self, String(decoding: try JSONEncoder().encode(style), as: UTF8.self))
    #expect(roundTrip == style)
  }
}
