import DialogMotion
import Testing

/// An iPad's dialog is sized as an iPad's modal (docs/layout.md, rule 5): no card and no presented view
/// wider than 540 pt (a form sheet) on any container, for every preset and banner shape; the design
/// review's figures (the fade's card 656 × 875 pt on an iPad (10th generation), 826 × 1,101 pt with a
/// 77-pt ✕ on an iPad Pro 13") are now 540 pt wide, and no portrait iPhone changes.
@Suite struct IPadModalTests {
  static let banners = [
    ScreenSize(width: 600, height: 800), ScreenSize(width: 1200, height: 600),
    ScreenSize(width: 600, height: 1040),
  ]

  @Test func noCardOrPresentedViewIsWiderThanAFormSheet() {
    var widest = 0.0
    for definition in DialogDefinition.presets {
      for container in DeviceContainer.all {
        for banner in Self.banners {
          let plan = definition.plan(for: .present, in: PlanContext(container, bannerSize: banner))
          widest = max(widest, plan.card.frame.width)
          #expect(
            plan.card.frame.width <= FitRule.largestWidth + 1e-9,
            "\(definition.name) \(container.description)")
          if definition.layout.frame != .fullScreen {
            #expect(
              plan.presentedFrame.width <= FitRule.largestWidth + 1e-9,
              "\(definition.name) \(container.description)")
          }
        }
      }
    }
    #expect(widest == FitRule.largestWidth, "the iPads reach it: \(widest)")
  }

  @Test func theFadeOnBothIPadsIsAFormSheetsWidth() throws {
    let banner = ScreenSize(width: 600, height: 800)
    let fade = DialogDefinition.campaignFade
    let tenth = fade.plan(
      for: .present, in: PlanContext(DeviceContainer(device: .iPad10), bannerSize: banner)
    ).card
    PlanComparison.expectRect(
      tenth.frame, [140, 230, 540, 720], "iPad (10th generation): 656 × 874.7 before")
    let pro = fade.plan(
      for: .present, in: PlanContext(DeviceContainer(device: .iPadPro13), bannerSize: banner)
    ).card
    PlanComparison.expectRect(pro.frame, [246, 328, 540, 720], "iPad Pro 13\": 825.6 × 1,100.8 before")
    // The ✕ shrinks with the card: scaled(28) × 540 / scaled(300) = 50.4 pt (77.1 before).
    let side = try #require(pro.closeButtonFrame?.width)
    #expect(abs(side - 50.4) < 1e-9, "\(side)")
    // A portrait iPhone keeps the seed's card: scaled(300) = 344 pt on the iPhone 15 Pro Max.
    let max = fade.plan(
      for: .present, in: PlanContext(DeviceContainer(device: .iPhone15ProMax), bannerSize: banner)
    ).card
    #expect(abs(max.frame.width - 344) < 1e-9)
  }
}
