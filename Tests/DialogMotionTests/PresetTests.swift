import Testing

@testable import DialogMotion

/// The five presets carry their seeds' parameters (dialog-spec.md §1).
struct PresetTests {
  @Test func presetsAreListedInSeedOrderAndFoundByName() {
    #expect(
      DialogDefinition.presetNames == [
        "campaign-fade", "pop-grow", "pop-shrink", "spring-from-source", "half-screen-slide",
      ])
    for preset in DialogDefinition.presets {
      #expect(DialogDefinition.preset(named: preset.name) == preset)
    }
    #expect(DialogDefinition.preset(named: "nope") == nil)
    #expect(DialogDefinition.presets.map(\.seed) == ["000", "001", "002", "003", "004"])
  }

  @Test(arguments: DialogDefinition.presets)
  func everyPresetIsValid(preset: DialogDefinition) {
    #expect(preset.validate() == [])
  }

  @Test func durationsAndCurvesAreTheSeeds() {
    let spring = TimingCurve.spring(UIKitSpring(dampingRatio: 0.7, initialVelocity: 0.6))
    let expected: [(String, Double, TimingCurve, Double, TimingCurve)] = [
      ("campaign-fade", 0.25, .easeInOut, 0.25, .easeInOut),
      ("pop-grow", 0.2, .easeOut, 0.2, .easeOut),
      ("pop-shrink", 0.2, .easeOut, 0.2, .easeInOut),
      ("spring-from-source", 0.5, spring, 0.5, spring),
      ("half-screen-slide", 0.5, Transition.systemSlide.curve, 0.5, Transition.systemSlide.curve),
    ]
    for (name, presentDuration, presentCurve, dismissDuration, dismissCurve) in expected {
      let preset = DialogDefinition.preset(named: name)!
      #expect(preset.present.duration == presentDuration, "\(name)")
      #expect(preset.present.curve == presentCurve, "\(name)")
      #expect(preset.dismiss.duration == dismissDuration, "\(name)")
      #expect(preset.dismiss.curve == dismissCurve, "\(name)")
    }
  }

  @Test func overlaysAreTheSeeds() {
    let overlays = DialogDefinition.presets.map(\.overlay)
    #expect(overlays.map(\.alpha) == [0.6, 0.5, 0.5, 0.7, 0.5])
    #expect(overlays.map(\.dismissedAlpha) == [0, 0, 0, 0, 0.01])
    #expect(overlays.map(\.color) == [.black, .black, .black, .black, .gray])
    #expect(overlays.map(\.placement) == [.dialogBackground, .alongside, .alongside, .alongside, .alongside])
    #expect(overlays.map(\.closesOnTap) == [false, true, true, true, true])
    #expect(Overlay.alongsideCurve == .easeInOut)
  }

  @Test func closeTriggersAreTheSeeds() {
    #expect(DialogDefinition.campaignFade.closeTriggers == [.closeButton])
    #expect(DialogDefinition.popGrow.closeTriggers == [.overlay])
    #expect(DialogDefinition.popShrink.closeTriggers == [.overlay, .button])
    #expect(DialogDefinition.springFromSource.closeTriggers == [.overlay])
    #expect(DialogDefinition.halfScreenSlide.closeTriggers == [.overlay])
  }

  @Test func startAndEndStatesAreTheUIKitTransitions() {
    let screen = ScreenSize(width: 393, height: 852)
    let grow = DialogDefinition.springFromSource.states(for: .present).from
    #expect(grow.alpha == 0 && grow.scale == 0.01)
    #expect(grow.translationX.resolved(in: screen) == 0)
    #expect(grow.translationY.resolved(in: screen) == 852.0 / 2 - 140)
    #expect(DialogDefinition.springFromSource.states(for: .dismiss).to == grow)

    let slide = DialogDefinition.halfScreenSlide.states(for: .present).from
    #expect(slide.alpha == 1 && slide.scale == 1 && slide.translationY == .screenHeight)
    #expect(DialogDefinition.halfScreenSlide.states(for: .dismiss).to == slide)

    let popGrow = DialogDefinition.popGrow
    #expect(
      popGrow.states(for: .present).from
        == DialogState(alpha: 0, scale: 0.8, translationX: .zero, translationY: .zero))
    #expect(
      popGrow.states(for: .dismiss).to
        == DialogState(alpha: 0, scale: 1, translationX: .zero, translationY: .zero))
    #expect(DialogDefinition.popShrink.states(for: .present).from.scale == 1.1)
    for preset in DialogDefinition.presets {
      #expect(preset.states(for: .present).to == .presented)
      #expect(preset.states(for: .dismiss).from == .presented)
    }
  }

  @Test func layoutsAreTheSeeds() {
    let screen = ScreenSize(width: 393, height: 852)
    let inset = DialogDefinition.springFromSource.layout.frame.rect
    #expect(inset.x.resolved(in: screen) == 15 && inset.y.resolved(in: screen) == 110)
    #expect(inset.width.resolved(in: screen) == 363 && inset.height.resolved(in: screen) == 632)
    let half = DialogDefinition.halfScreenSlide.layout.frame.rect
    #expect(half.x.resolved(in: screen) == 393.0 / 4 && half.height.resolved(in: screen) == 426)
    let source = SourceButton.standard.rect
    #expect(source.x.resolved(in: screen) == 393.0 / 2 - 22 && source.y.resolved(in: screen) == 852 - 162)
    let fade = DialogDefinition.campaignFade.layout.card
    #expect(fade.placement == .centred(width: .fixed(length: .scaled(300)), height: .bannerAspectRatio))
    #expect(fade.closeButton?.size.resolved(in: screen) == 28.0 * 393 / 375)
    #expect(DialogDefinition.presets.map(\.layout.card.cornerRadius) == [8, 22, 8, 4, 0])
  }
}
