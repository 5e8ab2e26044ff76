import Campaigns
import DialogMotion
import Foundation
import TestSupport
import Testing

/// The shipped banners are PNGs an iOS app's `UIImage(data:)` decodes, each of its SVG source's pixel
/// size (scripts/render-banners.sh), so layouts and crop warnings are the SVGs'.
@Suite struct ShippedBannerTests {
  @Test func everyShippedVariantHasAPNGBannerOfItsSourcesSize() throws {
    let folder = ShippedCampaigns.publicFolder
    for campaign in try ShippedCampaigns.load().catalog.campaigns {
      #expect(campaign.svgBannerWarnings(publicDirectory: folder).isEmpty, "\(campaign.id)")
      for variant in campaign.variants {
        #expect(variant.banner.hasSuffix(".png"), "\(campaign.id) \(variant.id): \(variant.banner)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + variant.banner))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "\(variant.banner)")
        let source = folder + "/" + (variant.banner as NSString).deletingPathExtension + ".svg"
        #expect(
          ImageSize.read(path: folder + "/" + variant.banner) == ImageSize.read(path: source),
          "\(variant.banner) has the pixel size of its source \(source)")
      }
    }
  }

  @Test(arguments: [
    ("banners/a.svg", true), ("banners/a.SVG", true), ("https://cdn.example.com/a.svg?v=2#x", true),
    ("banners/a.png", false), ("banners/svg.png", false), ("https://cdn.example.com/a.png?f=.svg", false),
  ])
  func anSVGBannerIsWarnedAboutByItsPathsExtension(banner: String, warned: Bool) {
    let campaign = Campaign(
      id: "promo", title: "P", banner: banner,
      variants: [.init(id: "A", style: DialogStyle(preset: "pop-grow"), banner: banner, actionURL: "")])
    #expect(campaign.svgBannerWarnings(publicDirectory: nil).count == (warned ? 1 : 0))
  }
}
