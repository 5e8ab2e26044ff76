import Campaigns
import DialogMotion
import DialogWeb
import Foundation
import HTTPServer
import TestSupport
import Testing

@testable import App

/// The crop warnings on the pages, from the shipped campaigns: the QA page says under the phone on
/// which devices the shown variant's banner is cropped (from the style shown, a tweak included), the
/// gallery marks those thumbnails, and pages of banners that fit say nothing.
@Suite struct CropNoticeTests {
  let pages = try! PreviewPageTests()

  /// A QA page's crop notice for a variant (the page has one per cropped variant), or nil.
  func notice(_ html: String, variant: String) -> Substring? {
    let tag = "<div class=\"crop-warning qa-crop\" role=\"note\" data-variant=\"\(variant)\""
    guard let start = html.range(of: tag) else { return nil }
    guard let end = html[start.upperBound...].range(of: "</div>") else { return nil }
    return html[start.lowerBound..<end.upperBound]
  }

  /// The shown variant's notice: the one not hidden.
  func notice(_ html: String) -> Substring? {
    let variants = ["A", "B"]
    return variants.compactMap { notice(html, variant: $0) }.first { !$0.contains(" hidden>") }
  }

  @Test func theQAPageOfACroppedVariantNamesTheDeviceAndHowMuch() throws {
    for device in ["iphone-se", "iphone-15"] {
      let html = try pages.get("/preview/summer-sale", [("variant", "B"), ("device", device)]).html
      let text = try #require(notice(html), "\(device)")
      #expect(text.contains("data-crop-devices=\"iphone-se iphone-se-landscape iphone-15-landscape "))
      #expect(text.contains("variant B&#39;s banner (600×1040)"))
      #expect(
        text.contains(
          "<li data-device=\"iphone-se\">iPhone SE (375×667): 25.3 % of its height, 12.6 % off the top and the bottom.</li>"
        ))
      // Under the phone, in the stage, before the controls.
      let stage = try #require(html.range(of: "class=\"qa-stage\""))
      let controls = try #require(html.range(of: "id=\"qa-form\""))
      let at = try #require(html.range(of: "class=\"crop-warning qa-crop\""))
      #expect(stage.upperBound < at.lowerBound && at.upperBound < controls.lowerBound)
    }
  }

  @Test func aVariantWhoseCardHasTheBannersShapeHasNoNotice() throws {
    let a = try pages.get("/preview/summer-sale", [("variant", "A")]).html
    #expect(notice(a) == nil)
    // B's notice is there, hidden, for the page to show when B is picked without a reload.
    #expect(
      try #require(notice(a, variant: "B")).contains("data-crop-largest=\"0.2525\" hidden>"))
    #expect(notice(try pages.get("/preview/welcome-back").html) == nil)
  }

  @Test func aTweakedStyleIsWhatIsChecked() throws {
    // summer-sale A's banner (600×800) in pop-grow's 150-pt card: most of its height cut.
    let html = try pages.get("/preview/summer-sale", [("variant", "A"), ("style", "\"pop-grow\"")]).html
    let text = try #require(notice(html))
    #expect(text.contains("data-crop-devices=\"iphone-se iphone-se-landscape iphone-15 iphone-15-landscape "))
    // And B tweaked to campaign-fade (the card at the banner's shape): nothing.
    let fade = try pages.get("/preview/summer-sale", [("variant", "B"), ("style", "\"campaign-fade\"")]).html
    #expect(notice(fade) == nil)
  }

  @Test func theGalleryMarksTheCroppedThumbnails() throws {
    let html = try pages.get("/").html
    func thumbnail(_ campaign: String, _ variant: String) throws -> Substring {
      let start = try #require(
        html.range(of: "<li class=\"thumb-card\" data-campaign=\"\(campaign)\" data-variant=\"\(variant)\">"))
      let end = try #require(html[start.upperBound...].range(of: "</li>"))
      return html[start.upperBound..<end.lowerBound]
    }
    // Every screen checked: the mark counts them and names the worst.
    for (campaign, variant, mark) in [
      ("summer-sale", "B", "17 screens, most on iPhone SE, landscape (83.4 % of its height)"),
      ("refer-a-friend", "A", "17 screens, most on iPhone SE, landscape (83.4 % of its height)"),
    ] {
      #expect(
        try thumbnail(campaign, variant).contains("\">Banner cropped on \(mark)</p>"),
        "\(campaign) \(variant)")
      #expect(try thumbnail(campaign, variant).contains("data-crop-devices=\"iphone-se iphone-se-landscape "))
    }
    #expect(try thumbnail("weekend-flash-sale", "A").contains("Banner cropped on "))
    #expect(try !thumbnail("summer-sale", "A").contains("crop-warning"))
    #expect(try !thumbnail("welcome-back", "A").contains("crop-warning"))
  }
}
