import Foundation
import Testing

@testable import DialogMotion

/// Issue 41's grid: every shipped campaign variant and every preset, in every container (five devices,
/// both orientations, the iPads' split widths, each with its safe area), with banners of three shapes,
/// at the smallest, default and largest text sizes, left to right and right to left.
struct LayoutGridTests {
  static let banners = [
    ScreenSize(width: 600, height: 800), ScreenSize(width: 1200, height: 600),
    ScreenSize(width: 600, height: 600),
  ]
  static let textSizes: [TextSize] = [.xSmall, .standard, .ax3, .largest]

  /// Every definition to check: the presets, then each shipped campaign's variants.
  static func definitions() throws -> [(label: String, definition: DialogDefinition)] {
    var all = DialogDefinition.presets.map { (label: $0.name, definition: $0) }
    for (campaign, variant, style) in try ShippedStyles.all() {
      all.append((label: "\(campaign)/\(variant)", definition: try #require(style.definition)))
    }
    return all
  }

  @Test func everyPartStaysInTheSafeAreaAndTheCloseHitFrameIsATouchTarget() throws {
    var checked = 0
    for (label, definition) in try Self.definitions() {
      for container in DeviceContainer.all {
        for banner in Self.banners {
          for textSize in Self.textSizes {
            for direction in LayoutDirection.allCases {
              let traits = DialogTraits(textSize: textSize, direction: direction)
              let context = PlanContext(container, bannerSize: banner, traits: traits)
              let place =
                "\(label) on \(container.description), banner \(banner.width)×\(banner.height), \(textSize.rawValue), \(direction.rawValue)"
              LayoutGridCheck.check(definition.plan(for: .present, in: context), context, place)
              checked += 1
            }
          }
        }
      }
    }
    #expect(checked >= 5 * 22 * 3 * 4 * 2)
  }

  @Test func theGridIsTheIssuesContainers() {
    #expect(DeviceContainer.all.count == 22)
    let iPad = DeviceContainer.all.filter { $0.device == .iPad10 && $0.orientation == .landscape }
    #expect(iPad.map(\.size.width) == [1180, 320, 504, 678])
    #expect(iPad.allSatisfy { $0.size.height == 820 })
    let phone = DeviceContainer(device: .iPhone15, orientation: .landscape)
    #expect(phone.size == ScreenSize(width: 852, height: 393))
    #expect(phone.safeArea == PlanInsets(top: 0, left: 59, bottom: 21, right: 59))
  }

  @Test func portraitIPhonesKeepTheSeedsLayout() {
    // The seeds' numbers on the iPhone 15: nothing the rule adds changes them in portrait.
    let context = PlanContext(
      DeviceContainer(device: .iPhone15), bannerSize: ScreenSize(width: 600, height: 800))
    let fade = DialogDefinition.campaignFade.plan(for: .present, in: context).card
    PlanComparison.expectRect(fade.frame, [39.3, 216.4, 314.4, 419.2], "fade card: scaled(300), 4:3")
    let side = 28 * 393 / 375.0
    PlanComparison.expectRect(fade.closeButtonFrame!, [314.4 - 8 - side, 8, side, side], "✕ scaled(28)")
    let spring = DialogDefinition.springFromSource.plan(for: .present, in: context)
    PlanComparison.expectRect(spring.presentedFrame, [15, 110, 363, 632], "seed 003's (15, 110)")
  }

  @Test func rightToLeftPutsTheCloseButtonInTheLeadingCorner() {
    let rtl = PlanContext(
      DeviceContainer(device: .iPhoneSE), bannerSize: ScreenSize(width: 600, height: 300),
      traits: DialogTraits(direction: .rtl))
    let card = DialogDefinition.campaignFade.plan(for: .present, in: rtl).card
    PlanComparison.expectRect(card.closeButtonFrame!, [8, 8, 28, 28], "✕ top-left")
    PlanComparison.expectRect(card.closeButtonHitFrame!, [0, 0, 44, 44], "hit frame inside the card")
    #expect(card.traits.direction == .rtl)
  }

  @Test func theButtonGrowsWithDynamicTypeAndTheCardStillFits() {
    let banner = ScreenSize(width: 600, height: 800)
    let landscapeSE = DeviceContainer(device: .iPhoneSE, orientation: .landscape)
    let standard = DialogDefinition.popShrink.plan(
      for: .present, in: PlanContext(landscapeSE, bannerSize: banner))
    let ax5 = DialogDefinition.popShrink.plan(
      for: .present, in: PlanContext(landscapeSE, bannerSize: banner, traits: DialogTraits(textSize: .ax5)))
    #expect(standard.card.button?.frame.height == 44)
    #expect(standard.card.button?.fontSize == 17)
    // AX5: 53 pt text, a 44 × 53 / 17 ≈ 137.2-pt button; the 359-pt room (375 − 2 × 8) keeps 221.8 for the banner.
    let button = try! #require(ax5.card.button)
    #expect(abs(button.frame.height - 44 * 53 / 17) < 1e-9)
    #expect(button.fontSize == 53)
    #expect(abs(ax5.card.frame.height - 359) < 1e-9)
    #expect(abs(ax5.card.bannerFrame.height - (359 - 44 * 53 / 17)) < 1e-9)
  }

  @Test func darkModeHasItsOwnCardColours() {
    let context = PlanContext(
      container: ScreenSize(width: 393, height: 852), bannerSize: ScreenSize(width: 2, height: 1),
      traits: DialogTraits(appearance: .dark))
    let card = DialogDefinition.popShrink.plan(for: .present, in: context).card
    #expect(card.background == RGBColor(hex: 0x1C1C1E))
    #expect(card.colors.buttonTitle == RGBColor(hex: 0x0A84FF))
    let light = DialogDefinition.popShrink.plan(
      for: .present, in: PlanContext(container: context.container, bannerSize: context.bannerSize)
    ).card
    #expect(light.background == .white)
    #expect(light.colors.buttonTitle == RGBColor(hex: 0x007AFF))
  }
}
