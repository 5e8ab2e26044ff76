import Foundation
import TestSupport
import Testing

/// `dialog-preview check` through the real executable: a banner cropped by more than 5 % of its width
/// or height on a simulated device is one `warning:` line on stderr after the OK line, and the exit
/// status stays 0. The banners are shipped PNGs (an SVG banner is a warning of its own,
/// CheckSVGBannerWarningTests).
@Suite struct CheckCropWarningTests {
  /// Copies the shipped `Public/banners/{shipped}` into the folder as `banners/{name}`.
  static func copyShippedBanner(_ shipped: String, to name: String, in folder: CampaignFolder) throws {
    try Data(contentsOf: ServerProcess.repositoryRoot.appendingPathComponent("Public/banners/" + shipped))
      .write(to: URL(fileURLWithPath: folder.publicFolder + "/banners/" + name))
  }

  @Test func aCroppedBannerIsAWarningAndCheckStillPasses() throws {
    let folder = try CampaignFolder()
    try Self.copyShippedBanner("summer-sale-b.png", to: "tall.png", in: folder)  // 600 × 1040
    try folder.writeCampaign(
      "promo.json",
      #"{"id": "promo", "title": "Promo", "banner": "banners/tall.png", "bannerDescription": "A promo", "actionURL": "","#
        + #" "variants": [{"id": "A", "style": "campaign-fade"}, {"id": "B", "style": "spring-from-source"}]}"#
    )
    let result = try ServerProcess.run([
      "check", "--campaigns", folder.campaigns, "--public", folder.publicFolder,
    ])
    #expect(result.code == 0)
    #expect(result.stdout == "1 campaign OK\n")
    // Every screen is checked, each named: the portrait SE and, much worse, the landscape iPhones and
    // the narrow iPad splits; A (campaign-fade, the card at the banner's shape) nowhere.
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "warning: promo B: the banner banners/tall.png (600×1040) is cropped by 25.3 % of its height on "
        + "iPhone SE (375×667), 12.6 % off the top and the bottom")
    #expect(
      lines.contains(
        "warning: promo B: the banner banners/tall.png (600×1040) is cropped by 81.5 % of its height on "
          + "iPhone 15, landscape (852×393), 40.8 % off the top and the bottom"), "\(lines)")
    #expect(
      lines.contains(
        "warning: promo B: the banner banners/tall.png (600×1040) is cropped by 47.6 % of its width on "
          + "iPad (10th generation), portrait, split 320 pt (320×1180), 23.8 % off the left and the right"),
      "\(lines)")
    #expect(lines.count == 17 && lines.allSatisfy { $0.hasPrefix("warning: promo B: ") }, "\(lines)")
  }

  @Test func aFolderWithoutCroppedBannersPrintsNoWarning() throws {
    let folder = try CampaignFolder()
    try Self.copyShippedBanner("app-update.png", to: "wide.png", in: folder)  // 600 × 400
    try folder.writeCampaign(
      "promo.json",
      #"{"id": "promo", "title": "Promo", "banner": "banners/wide.png", "bannerDescription": "A promo", "actionURL": "","#
        + #" "variants": [{"id": "A", "style": "campaign-fade"}, {"id": "B", "style": "pop-shrink"}]}"#)
    let result = try ServerProcess.run([
      "check", "--campaigns", folder.campaigns, "--public", folder.publicFolder,
    ])
    #expect(result.code == 0)
    #expect(result.stderr.isEmpty)
  }

  /// The shipped banners issue 40 names: summer-sale B, refer-a-friend and weekend-flash-sale lose their
  /// call to action's edge on the SE; the control of summer-sale (campaign-fade, the card at the banner's
  /// shape) is never cropped.
  @Test func theShippedCampaignsNamedInIssue40AreFlaggedOnTheSE() throws {
    let result = try ServerProcess.run(["check"])
    #expect(result.code == 0)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { $0.hasPrefix("warning: ") }, "\(lines)")
    for variant in ["summer-sale B", "refer-a-friend A", "weekend-flash-sale A"] {
      #expect(
        lines.contains {
          $0.hasPrefix("warning: \(variant): the banner ") && $0.contains(" on iPhone SE (375×667)")
        },
        "\(variant): \(lines)")
    }
    #expect(
      !lines.contains { $0.hasPrefix("warning: summer-sale A:") || $0.hasPrefix("warning: welcome-back A:") })
  }
}
