import DialogMotion
import Testing

@testable import DialogWeb

/// The QA page's note on a variant that only a tap outside its card closes, where that is hard: the
/// screens with their strips, hidden unless its variant is shown (`Public/qa/stage.js` shows the
/// shown variant's `.qa-crop` notes); none when it is easy everywhere.
@Suite struct OutsideTapNoticeTests {
  @Test func theNoteNamesEveryScreenAndItsStrip() throws {
    var narrow = try #require(DialogDefinition.preset(named: "spring-from-source"))
    narrow.layout.frame = .inset(horizontal: 30, vertical: 60)
    let warnings = narrow.outsideTapWarnings(bannerSize: ScreenSize(width: 600, height: 1040))
    let split = NumberText.format(
      narrow.outsideTapStrip(
        in: DeviceContainer(device: .iPad10, orientation: .portrait, splitWidth: 320),
        bannerSize: ScreenSize(width: 600, height: 1040)), maxFractionDigits: 1)
    let shown = try #require(CropNotice.outsideTap(warnings, variant: "B", shown: true)).render()
    #expect(shown.hasPrefix("<div class=\"crop-warning qa-crop qa-reach\" role=\"note\" data-variant=\"B\""))
    #expect(!shown.contains(" hidden"))
    #expect(shown.contains("Hard to close: variant B&#39;s card has no ✕ and no button"))
    #expect(
      shown.contains(
        "data-reach-containers=\""
          + warnings.map { CropNotice.containerKey($0.container) }.joined(separator: ",")
          + "\""))
    #expect(shown.contains("\"iphone-se portrait,ipad-10 portrait 320,"))
    #expect(
      shown.contains(
        "<li data-container=\"ipad-10 portrait 320\">iPad (10th generation), portrait, split 320 pt: the widest strip outside the card is \(split) pt.</li>"
      ), "\(shown)")
    #expect(shown.components(separatedBy: "<li ").count - 1 == warnings.count)
    let other = try #require(CropNotice.outsideTap(warnings, variant: "A", shown: false)).render()
    #expect(other.contains(" hidden>"))
    #expect(CropNotice.outsideTap([], variant: "B", shown: true) == nil)
  }
}
