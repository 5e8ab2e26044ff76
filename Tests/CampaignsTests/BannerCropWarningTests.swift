import Campaigns
import DialogMotion
import Foundation
import TestSupport
import Testing

/// Crop warnings from a campaign folder: banner sizes read at load time, one warning per variant
/// and device past ``BannerCrop/noticeable``, none for a banner whose size is unknown.
@Suite struct BannerCropWarningTests {
  let se = DeviceScreen(
    id: "iphone-se", name: "iPhone SE", size: ScreenSize(width: 375, height: 667),
    safeArea: PlanInsets(top: 20))
  let proMax = DeviceScreen(
    id: "iphone-15-pro-max", name: "iPhone 15 Pro Max", size: ScreenSize(width: 430, height: 932),
    safeArea: PlanInsets(top: 59, bottom: 34))

  func load(_ folder: CampaignFolder) throws -> CampaignCatalog {
    let load = CampaignLoader(directory: folder.campaigns, publicDirectory: folder.publicFolder).load()
    #expect(load.problems.isEmpty, "\(load.problems)")
    return load.catalog
  }

  @Test func aLoadedVariantKnowsItsBannersSize() throws {
    let folder = try CampaignFolder()
    try folder.write(#"<svg width="600" height="1040"/>"#, to: "Public/banners/tall.svg")
    try folder.writeCampaign(
      "promo.json",
      #"{"id": "promo", "title": "P", "banner": "banners/tall.svg", "variants": [{"id": "A", "style": "pop-grow"},"#
        + #" {"id": "B", "style": "pop-grow", "banner": "banners/a.svg"},"#
        + #" {"id": "C", "style": "pop-grow", "banner": "https://example.com/c.png"}]}"#)
    let promo = try #require(try load(folder).campaign(id: "promo"))
    #expect(promo.variants.map(\.bannerSize) == [ScreenSize(width: 600, height: 1040), nil, nil])
    // Without a public folder nothing is read.
    let data = try #require(FileManager.default.contents(atPath: folder.campaigns + "/promo.json"))
    #expect(try Campaign.decode(data, fileName: "promo.json").variants[0].bannerSize == nil)
  }

  @Test func eachVariantAndDeviceCroppedPastTheThresholdIsAWarning() throws {
    let folder = try CampaignFolder()
    try folder.write(#"<svg viewBox="0 0 600 1040"/>"#, to: "Public/banners/tall.svg")
    try folder.write(#"<svg width="720" height="300"/>"#, to: "Public/banners/wide.svg")
    try folder.writeCampaign(
      "promo.json",
      #"{"id": "promo", "title": "P", "banner": "banners/tall.svg", "variants": ["#
        + #"{"id": "fade", "style": "campaign-fade"}, {"id": "spring", "style": "spring-from-source"},"#
        + #" {"id": "grow", "style": "pop-grow", "banner": "banners/wide.svg"}]}"#)
    let promo = try #require(try load(folder).campaign(id: "promo"))
    let warnings = promo.bannerCropWarnings(on: [se, proMax])
    #expect(
      warnings.map(\.description) == [
        "promo spring: the banner banners/tall.svg (600×1040) is cropped by 25.3 % of its height on iPhone SE "
          + "(375×667), 12.6 % off the top and the bottom",
        "promo grow: the banner banners/wide.svg (720×300) is cropped by 11.3 % of its height on iPhone 15 Pro Max "
          + "(430×932), 5.7 % off the top and the bottom",
      ])
    // A lower threshold flags the grow card's 2.5 % of the width on the SE too.
    #expect(promo.bannerCropWarnings(on: [se], threshold: 0.02).map(\.variantID) == ["spring", "grow"])
  }

  @Test func aBannerOfUnknownSizeIsNotChecked() throws {
    let folder = try CampaignFolder()
    try folder.writeCampaign(
      "promo.json",
      #"{"id": "promo", "title": "P", "banner": "banners/a.svg", "variants": [{"id": "A", "style": "spring-from-source"}]}"#
    )
    #expect(try load(folder).campaigns[0].bannerCropWarnings(on: [se, proMax]).isEmpty)
  }
}
