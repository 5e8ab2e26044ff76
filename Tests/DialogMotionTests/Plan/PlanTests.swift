import Foundation
import Testing

@testable import DialogMotion

/// `DialogDefinition.plan(for:in:)` against the hand-written oracle (`ExpectedPlans`): every
/// preset, both directions, the three devices; then campaigns with overrides and the inputs that
/// move things (a source frame, safe-area sides, the banner's aspect ratio).
struct PlanTests {
  static let banner = ScreenSize(width: 600, height: 300)

  static func context(_ device: Device, sourceFrame: PlanRect? = nil) -> PlanContext {
    let inset = device.safeArea
    return PlanContext(
      container: ScreenSize(width: device.size.width, height: device.size.height),
      safeArea: PlanInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right),
      sourceFrame: sourceFrame, bannerSize: banner)
  }

  static let oracle: [(String, @Sendable (Device, Bool) -> ExpectedPlan)] = [
    ("campaign-fade", ExpectedPlans.campaignFade), ("pop-grow", ExpectedPlans.popGrow),
    ("pop-shrink", ExpectedPlans.popShrink), ("spring-from-source", ExpectedPlans.springFromSource),
    ("half-screen-slide", ExpectedPlans.halfScreenSlide),
  ]

  @Test(arguments: Device.allCases, [true, false])
  func everyPresetMatchesTheOracle(device: Device, present: Bool) throws {
    for (name, expected) in Self.oracle {
      let definition = try #require(DialogDefinition.preset(named: name))
      let plan = definition.plan(for: present ? .present : .dismiss, in: Self.context(device))
      PlanComparison.expect(plan, equals: expected(device, present), "\(name) \(device.rawValue) \(present)")
      #expect(plan.direction == (present ? .present : .dismiss))
    }
  }

  @Test func summerSaleVariantBIsTheSpringWithItsOverrides() throws {
    let style = try ShippedStyles.style(campaign: "summer-sale", variant: "B")
    let definition = try #require(style.definition)
    for device in Device.allCases {
      for present in [true, false] {
        var expected = ExpectedPlans.springFromSource(device, present: present)
        expected.overlay.from = present ? 0 : 0.6
        expected.overlay.to = present ? 0.6 : 0
        expected.duration = present ? 0.6 : 0.5
        expected.animation =
          present
          ? "UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0.4, options: [])"
          : "UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0.4, options: [])"
        let plan = definition.plan(for: present ? .present : .dismiss, in: Self.context(device))
        PlanComparison.expect(plan, equals: expected, "summer-sale B \(device.rawValue) \(present)")
      }
    }
  }

  @Test func aBezierOverrideRunsThroughAPropertyAnimator() throws {
    let definition = try ShippedStyles.definition(
      #"{"preset": "pop-grow", "curve": {"bezier": [0.3, 0, 0.2, 1]}, "presentDuration": 0.35}"#)
    var present = ExpectedPlans.popGrow(.iphone15, present: true)
    present.duration = 0.35
    present.animation =
      "UIViewPropertyAnimator(duration: 0.35, timingParameters: UICubicTimingParameters("
      + "controlPoint1: CGPoint(x: 0.3, y: 0), controlPoint2: CGPoint(x: 0.2, y: 1)))"
    PlanComparison.expect(
      definition.plan(for: .present, in: Self.context(.iphone15)), equals: present, "present")
    var dismiss = ExpectedPlans.popGrow(.iphone15, present: false)
    dismiss.animation =
      "UIViewPropertyAnimator(duration: 0.2, timingParameters: UICubicTimingParameters("
      + "controlPoint1: CGPoint(x: 0.3, y: 0), controlPoint2: CGPoint(x: 0.2, y: 1)))"
    PlanComparison.expect(
      definition.plan(for: .dismiss, in: Self.context(.iphone15)), equals: dismiss, "dismiss")
  }

  @Test func aFromScaleAndALinearCurveOnTheFade() throws {
    let definition = try ShippedStyles.definition(
      #"{"preset": "campaign-fade", "fromScale": 0.5, "curve": "linear", "overlayAlpha": 0.4}"#)
    var present = ExpectedPlans.campaignFade(.iphoneSE, present: true)
    present.from = [0, 0.5, 187.5, 333.5]
    present.overlay.from = 0.4
    present.overlay.to = 0.4
    present.animation = "UIView.animate(withDuration: 0.25, delay: 0, options: [.curveLinear])"
    PlanComparison.expect(
      definition.plan(for: .present, in: Self.context(.iphoneSE)), equals: present, "present")
    var dismiss = ExpectedPlans.campaignFade(.iphoneSE, present: false)
    dismiss.overlay.from = 0.4
    dismiss.overlay.to = 0.4
    dismiss.animation = "UIView.animate(withDuration: 0.25, delay: 0, options: [.curveLinear])"
    PlanComparison.expect(
      definition.plan(for: .dismiss, in: Self.context(.iphoneSE)), equals: dismiss, "dismiss")
  }

  @Test func theSlideTakesItsOverlayAlphaAndStaysUIKits() throws {
    let definition = try ShippedStyles.definition(#"{"preset": "half-screen-slide", "overlayAlpha": 0.3}"#)
    for present in [true, false] {
      var expected = ExpectedPlans.halfScreenSlide(.iphone15ProMax, present: present)
      expected.overlay.from = present ? 0 : 0.3
      expected.overlay.to = present ? 0.3 : 0.01
      let plan = definition.plan(for: present ? .present : .dismiss, in: Self.context(.iphone15ProMax))
      PlanComparison.expect(plan, equals: expected, "slide \(present)")
    }
  }

  @Test func aSpringCurveOnTheShrinkPassesNoCurveOption() throws {
    let definition = try ShippedStyles.definition(
      #"{"preset": "pop-shrink", "curve": {"spring": {"damping": 1, "velocity": 0}}, "dismissDuration": 0.3}"#
    )
    var expected = ExpectedPlans.popShrink(.iphoneSE, present: false)
    expected.duration = 0.3
    expected.animation =
      "UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [])"
    PlanComparison.expect(
      definition.plan(for: .dismiss, in: Self.context(.iphoneSE)), equals: expected, "dismiss")
  }

  @Test func theSpringGrowsOutOfTheSourceFrameWhenThereIsOne() {
    let source = PlanRect(x: 300, y: 600, width: 60, height: 40)
    let context = Self.context(.iphone15, sourceFrame: source)
    var present = ExpectedPlans.springFromSource(.iphone15, present: true)
    present.from = [0, 0.01, 330, 620]
    PlanComparison.expect(
      DialogDefinition.springFromSource.plan(for: .present, in: context), equals: present, "present")
    var dismiss = ExpectedPlans.springFromSource(.iphone15, present: false)
    dismiss.to = [0, 0.01, 330, 620]
    PlanComparison.expect(
      DialogDefinition.springFromSource.plan(for: .dismiss, in: context), equals: dismiss, "dismiss")
    // The other presets don't move with the source.
    PlanComparison.expect(
      DialogDefinition.popGrow.plan(for: .present, in: context),
      equals: ExpectedPlans.popGrow(.iphone15, present: true), "pop-grow")
  }

  @Test func insetCardsMeasureFromTheSafeAreasSidesInLandscape() {
    let context = PlanContext(
      container: ScreenSize(width: 852, height: 393),
      safeArea: PlanInsets(top: 0, left: 59, bottom: 21, right: 59),
      bannerSize: Self.banner)
    // The room: 67…785 across (safe area + 8), 8…364 down; centred at 196.5, so 2 × 167.5 = 335 high.
    // No card is wider than 540 pt (an iPad's form sheet, FitRule.largestWidth), centred at 426.
    let grow = DialogDefinition.popGrow.plan(for: .present, in: context)
    PlanComparison.expectRect(
      grow.card.frame, [156, 121.5, 540, 150],
      "pop-grow card (the seed's 710 × 150 fits; 540 wide, its height kept)")
    // pop-shrink's 702 × 395 doesn't: the banner shrinks to (335 − 44) × 2 = 582 wide, then to 540 (270
    // high), the button stays.
    let shrink = DialogDefinition.popShrink.plan(for: .present, in: context)
    PlanComparison.expectRect(shrink.card.frame, [156, 39.5, 540, 314], "pop-shrink card")
    PlanComparison.expectRect(shrink.card.button!.frame, [0, 270, 540, 44], "pop-shrink OK")
    // The fade's 681.6 × 340.8 (852 / 375 × 300) shrinks to 335 high (670 wide), then to 540 × 270; its ✕
    // by the same 540 / 681.6.
    let fade = DialogDefinition.campaignFade.plan(for: .present, in: context)
    PlanComparison.expectRect(fade.card.frame, [156, 61.5, 540, 270], "fade card")
    let side = 28 * 852 / 375 * 540 / 681.6
    PlanComparison.expectRect(fade.card.closeButtonFrame!, [540 - 8 - side, 8, side, side], "fade ✕")
    // A ✕ of 50.4 pt is its own hit frame; the portrait SE's 28-pt one grows to 44 about its centre.
    #expect(fade.card.closeButtonHitFrame == fade.card.closeButtonFrame)
    let se = PlanContext(container: ScreenSize(width: 375, height: 667), bannerSize: Self.banner)
    let small = DialogDefinition.campaignFade.plan(for: .present, in: se).card
    PlanComparison.expectRect(small.closeButtonFrame!, [264, 8, 28, 28], "SE ✕")
    PlanComparison.expectRect(small.closeButtonHitFrame!, [256, 0, 44, 44], "SE ✕ hit frame")
  }

  @Test func theBannersAspectRatioSetsTheFadesHeight() {
    let context = PlanContext(
      container: ScreenSize(width: 375, height: 667), bannerSize: ScreenSize(width: 600, height: 800))
    let fade = DialogDefinition.campaignFade.plan(for: .present, in: context)
    PlanComparison.expectRect(fade.card.frame, [37.5, 133.5, 300, 400], "card")
    let square = PlanContext(
      container: ScreenSize(width: 375, height: 667), bannerSize: ScreenSize(width: 0, height: 0))
    PlanComparison.expectRect(
      DialogDefinition.campaignFade.plan(for: .present, in: square).card.frame, [37.5, 183.5, 300, 300],
      "a banner without a size counts as square")
  }
}
