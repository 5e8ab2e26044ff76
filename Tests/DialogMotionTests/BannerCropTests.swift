import DialogMotion
import Testing

/// The aspect-fill crop of a banner in the card the plan lays out, worked by hand from the presets'
/// geometry (dialog-spec.md): a frame the image's shape crops nothing; otherwise the axis that sticks
/// out loses 1 − frame ÷ (image × scale), half on each side.
@Suite struct BannerCropTests {
  let se = DeviceScreen(
    id: "iphone-se", name: "iPhone SE", size: ScreenSize(width: 375, height: 667),
    safeArea: PlanInsets(top: 20))
  let fifteen = DeviceScreen(
    id: "iphone-15", name: "iPhone 15", size: ScreenSize(width: 393, height: 852),
    safeArea: PlanInsets(top: 59, bottom: 34))
  let proMax = DeviceScreen(
    id: "iphone-15-pro-max", name: "iPhone 15 Pro Max", size: ScreenSize(width: 430, height: 932),
    safeArea: PlanInsets(top: 59, bottom: 34))
  let tall = ScreenSize(width: 600, height: 1040)

  func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

  @Test func theSameShapeCropsNothing() {
    #expect(
      BannerCrop(image: ScreenSize(width: 600, height: 400), frame: ScreenSize(width: 300, height: 200))
        == .none)
    #expect(
      BannerCrop(image: ScreenSize(width: 60, height: 40), frame: ScreenSize(width: 3000, height: 2000))
        == .none)
  }

  @Test func aTallerImageLosesHeightAWiderOneWidth() {
    // 600 × 1040 in 345 × 447: scale max(0.575, 0.4298) = 0.575, shown 345 × 598: 1 − 447/598.
    let tallCrop = BannerCrop(image: tall, frame: ScreenSize(width: 345, height: 447))
    #expect(tallCrop.width == 0)
    #expect(close(tallCrop.height, 1 - 447 / 598.0))
    #expect(tallCrop.axis.name == "height")
    // 720 × 300 in 406 × 150: scale max(0.5639, 0.5) → shown 406 × 169.17: 1 − 150/169.17.
    let wide = BannerCrop(
      image: ScreenSize(width: 720, height: 300), frame: ScreenSize(width: 406, height: 150))
    #expect(wide.width == 0)
    #expect(close(wide.height, 1 - 150 / (300 * 406 / 720.0)))
    // 720 × 300 in 351 × 150: scale max(0.4875, 0.5) = 0.5, shown 360 × 150: 1 − 351/360 of the width.
    let narrow = BannerCrop(
      image: ScreenSize(width: 720, height: 300), frame: ScreenSize(width: 351, height: 150))
    #expect(close(narrow.width, 1 - 351 / 360.0))
    #expect(narrow.height == 0)
    #expect(narrow.axis.name == "width")
  }

  @Test func anImageOrFrameWithoutAreaCropsNothing() {
    #expect(
      BannerCrop(image: ScreenSize(width: 0, height: 10), frame: ScreenSize(width: 10, height: 10)) == .none)
    #expect(
      BannerCrop(image: ScreenSize(width: 10, height: 10), frame: ScreenSize(width: 10, height: 0)) == .none)
  }

  @Test func theThresholdIsFivePercentOfTheWidthOrHeight() {
    #expect(BannerCrop.noticeable == 0.05)
    #expect(!BannerCrop(width: 0.05, height: 0).exceeds())
    #expect(BannerCrop(width: 0, height: 0.0501).exceeds())
    #expect(BannerCrop(width: 0.03, height: 0).exceeds(0.02))
  }

  /// spring-from-source's frame is the screen minus 30 × 220 pt: on the SE 345 × 447.
  @Test func springFromSourceCropsATallBannerOnTheSE() throws {
    let spring = try #require(DialogDefinition.preset(named: "spring-from-source"))
    let crop = spring.bannerCrop(on: se, bannerSize: tall)
    #expect(close(crop.height, 1 - 447 / 598.0))
    // iPhone 15: 363 × 632, nearly the banner's shape: 0.44 % of the width.
    let on15 = spring.bannerCrop(on: fifteen, bannerSize: tall)
    #expect(on15.height == 0 && close(on15.width, 1 - 363 / (600 * 632 / 1040.0)))
    let warnings = spring.bannerCropWarnings(on: [se, fifteen, proMax], bannerSize: tall)
    #expect(warnings.map(\.device.id) == ["iphone-se"])
    #expect(
      warnings.first?.sentence
        == "is cropped by 25.3 % of its height on iPhone SE (375×667), 12.6 % off the top and the bottom")
  }

  /// half-screen-slide's frame is half the screen: 187.5 × 333.5 on the SE.
  @Test func halfScreenSlideIsHalfTheScreen() throws {
    let slide = try #require(DialogDefinition.preset(named: "half-screen-slide"))
    let crop = slide.bannerCrop(on: se, bannerSize: ScreenSize(width: 400, height: 860))
    #expect(close(crop.height, 1 - 333.5 / (860 * 187.5 / 400)))
  }

  /// pop-grow's card is 12 pt in from the sides and 150 pt high.
  @Test func popGrowIsAFixedHeightCard() throws {
    let grow = try #require(DialogDefinition.preset(named: "pop-grow"))
    let crop = grow.bannerCrop(on: proMax, bannerSize: ScreenSize(width: 720, height: 300))
    #expect(close(crop.height, 1 - 150 / (300 * 406 / 720.0)))
  }

  /// Cards as high as the banner's aspect ratio makes them never crop it, on any device.
  @Test(arguments: ["campaign-fade", "pop-shrink"])
  func cardsAtTheBannersAspectRatioNeverCrop(preset: String) throws {
    let definition = try #require(DialogDefinition.preset(named: preset))
    for size in [tall, ScreenSize(width: 720, height: 300), ScreenSize(width: 1, height: 1)] {
      for device in [se, fifteen, proMax] {
        let crop = definition.bannerCrop(on: device, bannerSize: size)
        #expect(crop.largest < 1e-12, "\(preset) \(size) \(device.id)")
      }
    }
  }
}
