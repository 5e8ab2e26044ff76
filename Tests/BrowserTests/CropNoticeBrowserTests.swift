import Foundation
import TestSupport
import Testing

/// The QA page's crop notes follow what it shows without a reload: the variant picked in the page
/// (the page doesn't reload for it) and a live edit of the campaign file (issue 40, point 12).
@Suite(.serialized, .sharedBrowser)
struct CropNoticeBrowserTests {
  /// A tall banner: variant A (campaign-fade) sizes its card to it, B (`bStyle`) crops it on the SE.
  static func campaign(bStyle: String) -> String {
    """
    {"id": "tall", "title": "Tall", "banner": "banners/tall.svg", "actionURL": "https://example.com/t",
     "variants": [{"id": "A", "style": "campaign-fade"}, {"id": "B", "style": "\(bStyle)"}]}
    """
  }

  /// The variants whose crop note is shown (in the page and not hidden).
  static let shownNotes =
    "Array.from(document.querySelectorAll('.qa-crop')).filter(n => !n.hidden && n.offsetHeight > 0).map(n => n.dataset.variant).join(',')"

  static func pick(_ browser: Browser, _ variant: String) async throws {
    try await browser.executeScript(
      "const s = document.getElementById('qa-variant'); s.value = arguments[0]; s.dispatchEvent(new Event('change')); return null;",
      .string(variant))
  }

  /// Every screen is checked: the note lists each that crops, and the line of the screen shown is
  /// marked (and its first line scrolled into the short list's view) as the orientation and device
  /// change.
  @Test func theNoteMarksTheScreenShown() async throws {
    let server = try ServerProcess()
    let marked = """
      (() => { const n = document.querySelector('.qa-crop[data-variant="B"]'); const c = n && n.querySelector('li[aria-current]');
        if (!c) return 'none';
        const l = c.parentNode.getBoundingClientRect(), r = c.getBoundingClientRect();
        return c.dataset.device + (r.top >= l.top - 0.5 && r.top + 10 <= l.bottom ? ' in view' : ' hidden'); })()
      """
    try await withBrowser { browser in
      try await browser.setViewport(width: 1280, height: 800)
      try await browser.navigate(
        to: URL(string: server.baseURL.absoluteString + "/preview/summer-sale?variant=B&device=iphone-se")!)
      try await browser.waitUntil("document.getElementById('qa-variant') !== null")
      let items = try await browser.executeScript(
        "return document.querySelectorAll('.qa-crop[data-variant=\"B\"] li').length")
      #expect((items.int ?? 0) > 10, "every screen that crops is listed: \(items)")
      #expect(try await browser.waitUntil("(\(marked)) === 'iphone-se in view' && 1") == 1)
      try await ScreenControlsBrowserTests.pick(browser, "qa-device", "ipad-pro-13")
      try await ScreenControlsBrowserTests.pick(browser, "qa-orientation", "landscape")
      try await ScreenControlsBrowserTests.pick(browser, "qa-split", "320")
      let ipad = try await browser.waitUntil("(m => m.startsWith('ipad') && m)(\(marked))")
      #expect(ipad == "ipad-pro-13-landscape-320 in view", "\(ipad)")
      try await ScreenControlsBrowserTests.pick(browser, "qa-device", "iphone-15")
      try await ScreenControlsBrowserTests.pick(browser, "qa-orientation", "portrait")
      // B's banner fits the iPhone 15 in portrait: no line marked.
      #expect(try await browser.waitUntil("(\(marked)) === 'none' && 1") == 1)
    }
    withExtendedLifetime(server) {}
  }

  @Test func theCropNoteFollowsTheVariantPickedAndALiveEdit() async throws {
    let folder = try CampaignFolder()
    try folder.copyShippedPublicFiles()
    try folder.write(
      "<svg xmlns='http://www.w3.org/2000/svg' width='600' height='1040'/>", to: "Public/banners/tall.svg")
    try folder.writeCampaign("tall.json", Self.campaign(bStyle: "spring-from-source"))
    let server = try ServerProcess(arguments: [
      "--campaigns", folder.campaigns, "--public", folder.publicFolder,
    ])
    let file = URL(fileURLWithPath: folder.campaigns + "/tall.json")
    try await withBrowser { browser in
      try await browser.navigate(
        to: URL(string: server.baseURL.absoluteString + "/preview/tall?variant=A&device=iphone-se")!)
      try await browser.waitUntil("document.getElementById('qa-variant') !== null")
      #expect(try await browser.executeScript("return " + Self.shownNotes).string == "", "A fits: no note")

      try await Self.pick(browser, "B")
      try await browser.waitUntil(Self.shownNotes + " === 'B'")
      try await Self.pick(browser, "A")
      try await browser.waitUntil(Self.shownNotes + " === ''")

      // B shown, then its file no longer crops (campaign-fade): the note goes; and comes back.
      try await Self.pick(browser, "B")
      try await browser.waitUntil(Self.shownNotes + " === 'B'")
      try Data(Self.campaign(bStyle: "campaign-fade").utf8).write(to: file)
      try await browser.waitUntil(
        "document.querySelectorAll('.qa-crop').length === 0", timeout: .seconds(15))
      try Data(Self.campaign(bStyle: "spring-from-source").utf8).write(to: file)
      try await browser.waitUntil(
        Self.shownNotes + " === 'B'", timeout: .seconds(15))
    }
  }
}
