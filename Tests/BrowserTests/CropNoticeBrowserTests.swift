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
