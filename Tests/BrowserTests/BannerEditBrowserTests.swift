import Foundation
import TestSupport
import Testing

/// An edited banner shows on the next load of its embed (issue 23, bug 10): the files of `--public` are
/// revalidated by their ETag on every use (`no-cache`), never taken from the browser's cache unasked.
@Suite(.serialized, .sharedBrowser)
struct BannerEditBrowserTests {
  static func banner(width: Int) -> String {
    "<svg xmlns='http://www.w3.org/2000/svg' width='\(width)' height='40'><rect width='100%' height='100%'/></svg>"
  }

  @Test func anEditedBannerShowsOnTheNextVisit() async throws {
    let folder = try CampaignFolder()
    try folder.copyShippedPublicFiles()
    try folder.write(Self.banner(width: 40), to: "Public/banners/a.svg")
    try folder.writeCampaign("edited.json", CampaignFolder.campaign(id: "edited", title: "Edited"))
    let server = try ServerProcess(arguments: [
      "--campaigns", folder.campaigns, "--public", folder.publicFolder,
    ])
    let embed = server.baseURL.appendingPathComponent("embed/edited")
    let bannerFile = URL(fileURLWithPath: folder.publicFolder + "/banners/a.svg")
    let shownWidth = "(i => i && i.complete && i.naturalWidth)(document.querySelector('[data-banner]'))"
    try await withBrowser { browser in
      try await browser.navigate(to: embed)
      try await browser.waitForPresented()
      #expect(try await browser.waitUntil(shownWidth) == 40)
      try Data(Self.banner(width: 80).utf8).write(to: bannerFile)
      try await browser.navigate(to: embed)
      try await browser.waitForPresented()
      #expect(try await browser.waitUntil(shownWidth) == 80)
      try await browser.expectNoCSPViolations("after the edit")
    }
  }
}
