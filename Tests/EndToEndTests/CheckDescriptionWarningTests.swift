import Foundation
import TestSupport
import Testing

/// `dialog-preview check` through the real executable: a variant whose banner has no
/// `bannerDescription` (its own, or the campaign's for the campaign's banner) is one `warning:` line
/// naming it and what VoiceOver reads instead; the exit status stays 0. The shipped campaigns describe
/// every banner.
@Suite struct CheckDescriptionWarningTests {
  @Test func aBannerWithoutADescriptionIsAWarningAndCheckStillPasses() throws {
    let folder = try CampaignFolder()
    try Data(contentsOf: ServerProcess.repositoryRoot.appendingPathComponent("Public/banners/app-update.png"))
      .write(to: URL(fileURLWithPath: folder.publicFolder + "/banners/wide.png"))
    try Data(contentsOf: ServerProcess.repositoryRoot.appendingPathComponent("Public/banners/app-update.png"))
      .write(to: URL(fileURLWithPath: folder.publicFolder + "/banners/other.png"))
    try folder.writeCampaign(
      "promo.json",
      #"{"id": "promo", "title": "Promo", "banner": "banners/wide.png", "bannerDescription": {"en": "A promo"},"#
        + #" "actionURL": "", "variants": [{"id": "A", "style": "pop-shrink"},"#
        + #" {"id": "B", "style": "pop-shrink", "banner": "banners/other.png"}]}"#)
    let result = try ServerProcess.run([
      "check", "--campaigns", folder.campaigns, "--public", folder.publicFolder,
    ])
    #expect(result.code == 0)
    #expect(result.stdout == "1 campaign OK\n")
    #expect(
      result.stderr.split(separator: "\n").map(String.init) == [
        "warning: promo B: the banner banners/other.png has no bannerDescription: VoiceOver reads only the "
          + "campaign's title (\"Promo\") for it, and the preview's image has no alternative text of its own; "
          + "say what it shows in the variant's (or the campaign's) bannerDescription"
      ])
  }

  @Test func everyShippedBannerIsDescribed() throws {
    let result = try ServerProcess.run(["check"])
    #expect(result.code == 0)
    #expect(!result.stderr.contains("has no bannerDescription"), "\(result.stderr)")
  }
}
