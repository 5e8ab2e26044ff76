import Testing

@testable import DialogMotion

/// Reduce Motion (issue 41 item 6): the UIKit adapter and the preview's `motion=reduce` read one
/// definition, a 0.2 s ease-in-out cross-fade of opacity, no transform.
struct ReducedMotionTests {
  static let context = PlanContext(
    DeviceContainer(device: .iPhone15), bannerSize: ScreenSize(width: 600, height: 800))

  @Test(arguments: DialogDefinition.presets)
  func everyPresetFadesInPlaceWithOurAnimator(definition: DialogDefinition) {
    let reduced = definition.reducedMotion
    #expect(reduced.layout == definition.layout)
    #expect(reduced.overlay == definition.overlay)
    #expect(reduced.closeTriggers == definition.closeTriggers)
    for direction in TransitionDirection.allCases {
      let full = definition.plan(for: direction, in: Self.context)
      let plan = reduced.plan(for: direction, in: Self.context)
      #expect(plan.duration == 0.2)
      #expect(plan.animation == .animate(duration: 0.2, delay: 0, option: .curveEaseInOut))
      // Our animator even for the half-screen sheet (its UIKit slide is motion too); the same style.
      #expect(plan.structure.animator)
      #expect(plan.structure.style == full.structure.style)
      #expect(plan.structure.presentationController == full.structure.presentationController)
      // In place: no scale, the centre of the presented frame, only alpha moves.
      let hidden = direction == .present ? plan.from : plan.to
      let shown = direction == .present ? plan.to : plan.from
      #expect(hidden == ViewState(alpha: 0, scale: 1, centre: plan.presentedFrame.centre))
      #expect(shown == ViewState(alpha: 1, scale: 1, centre: plan.presentedFrame.centre))
      // The layout and the overlay's alphas don't change.
      #expect(plan.presentedFrame == full.presentedFrame)
      #expect(plan.card == full.card)
      #expect(plan.overlay == full.overlay)
    }
  }

  @Test func theCrossFadeIsTheNumbersThePreviewRenders() {
    #expect(ReducedMotion.crossFade.duration == ReducedMotion.duration)
    #expect(ReducedMotion.crossFade.curve == ReducedMotion.curve)
    #expect(ReducedMotion.duration == 0.2)
    #expect(ReducedMotion.curve == .easeInOut)
    #expect(ReducedMotion.crossFade.effects == [.opacity(alpha: 0)])
  }

  @Test func textSizesComeBackFromTheirUIKitNames() {
    for size in TextSize.allCases { #expect(TextSize(uiKitName: size.uiKitName) == size) }
    #expect(TextSize(uiKitName: "_UICTContentSizeCategoryUnspecified") == nil)
    #expect(TextSize(uiKitName: "UICTContentSizeCategoryAccessibilityXXXL") == .ax5)
  }
}
