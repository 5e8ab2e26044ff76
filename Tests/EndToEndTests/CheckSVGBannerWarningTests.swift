import Foundation
import TestSupport
import Testing

/// `dialog-preview check` through the real executable: each variant whose banner is an SVG (its own or
/// the campaign's, a path or an `https://` URL) is one `warning:` line on stderr naming the campaign,
/// the variant, the file, why an iOS app can't show it and the fix, and the exit status stays 0. A
/// same-named PNG beside the SVG doesn't silence it (the app's client fetches exactly the file the
/// campaign names); the line offers it as the fix.
@Suite struct CheckSVGBannerWarningTests {
  static let why =
    "is an SVG, which an iOS app can't show (UIImage(data:) decodes PNG and JPEG, not SVG, and the app's "
    + "CampaignClient fetches exactly this file): the app can present no dialog; "
  static let render =
    "render it to a PNG of the same pixel size (bash scripts/render-banners.sh does it for "
    + "Public/banners/*.svg) and point the banner at that"

  @Test func everyVariantWithAnSVGBannerIsAWarningAndCheckStillPasses() throws {
    let folder = try CampaignFolder()  // banners/a.svg and banners/b.svg
    try Data(contentsOf: ServerProcess.repositoryRoot.appendingPathComponent("Public/banners/app-update.png"))
      .write(to: URL(fileURLWithPath: folder.publicFolder + "/banners/b.png"))
    try folder.writeCampaign(
      "promo.json",
      #"{"id": "promo", "title": "Promo", "banner": "banners/a.svg", "actionURL": "", "variants": ["#
        + #"{"id": "A", "style": "campaign-fade"}, {"id": "B", "style": "pop-grow", "banner": "banners/b.svg"},"#
        + #" {"id": "C", "style": "pop-grow", "banner": "banners/b.png"},"#
        + #" {"id": "D", "style": "pop-grow", "banner": "https://cdn.example.com/d.SVG?v=2"}]}"#)
    let result = try ServerProcess.run([
      "check", "--campaigns", folder.campaigns, "--public", folder.publicFolder,
    ])
    #expect(result.code == 0)
    #expect(result.stdout == "1 campaign OK\n")
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(
      lines.filter { !$0.contains(" is cropped by ") && !$0.contains(" has no bannerDescription") } == [
        "warning: promo A: the banner banners/a.svg \(Self.why)\(Self.render)",
        "warning: promo B: the banner banners/b.svg \(Self.why)point the banner at banners/b.png, beside it",
        "warning: promo D: the banner https://cdn.example.com/d.SVG?v=2 \(Self.why)\(Self.render)",
      ], "\(lines)")
  }

  /// Every shipped campaign points at a PNG: `check` warns about no SVG banner.
  @Test func theShippedCampaignsHaveNoSVGBanner() throws {
    let result = try ServerProcess.run(["check"])
    #expect(result.code == 0)
    #expect(!result.stderr.contains(" is an SVG"), "\(result.stderr)")
  }
}
