import Foundation
import TestSupport
import Testing

/// A variant's `bannerDescription` reaches the reader of the preview: the QA page names it in every
/// language, and the dialog's banner image (in the QA page's embed, as Chromium exposes it) has it as
/// its alternative text, in English; without one, the page says VoiceOver reads only the title.
@Suite(.serialized, .sharedBrowser)
struct BannerDescriptionBrowserTests {
  static let imageAlt = "return document.querySelector('img[data-banner]').getAttribute('alt')"

  @Test func theQAPageShowsItAndTheEmbedsImageHasItAsAlternativeText() async throws {
    let server = try ServerProcess()
    try await withBrowser { browser in
      for (variant, alt, shown) in [
        ("A", "Summer sale: 50% off sunscreen, swimwear and more, ends Sunday. Shop now.", "ja: サマーセール"),
        (
          "B", "Summer sale, 50% off: dive in. Half price on summer essentials. Grab the deal.",
          "Grab the deal."
        ),
      ] {
        try await browser.navigate(
          to: URL(string: "/preview/summer-sale?variant=\(variant)", relativeTo: server.baseURL)!.absoluteURL)
        let line = try await browser.text(of: browser.findElement("[data-banner-description]"))
        #expect(line.hasPrefix("Banner description (VoiceOver"), "\(variant): \(line)")
        #expect(line.contains(shown) && line.contains(alt), "\(variant): \(line)")
        try await browser.switchToFrame(browser.findElement(".qa-screen iframe"))
        #expect(try await browser.executeScript(Self.imageAlt).string == alt, "variant \(variant)")
        try await browser.switchToTopFrame()
      }
    }
  }

  @Test func withoutOneThePageSaysOnlyTheTitleIsRead() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dp-desc-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let text = try String(
      contentsOf: ServerProcess.repositoryRoot.appendingPathComponent("Resources/Campaigns/app-update.json"),
      encoding: .utf8)
    let stripped = text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.contains("\"bannerDescription\"") }.joined(separator: "\n")
    try stripped.write(
      to: folder.appendingPathComponent("app-update.json"), atomically: true, encoding: .utf8)
    let server = try ServerProcess(arguments: ["--campaigns", folder.path])
    try await withBrowser { browser in
      try await browser.navigate(
        to: URL(string: "/preview/app-update", relativeTo: server.baseURL)!.absoluteURL)
      let line = try await browser.text(of: browser.findElement("[data-banner-description]"))
      #expect(line.contains("none; VoiceOver reads only the title \"Version 5.0 is here\""), "\(line)")
      try await browser.switchToFrame(browser.findElement(".qa-screen iframe"))
      #expect(
        try await browser.executeScript(Self.imageAlt).string == "Version 5.0 is here", "the title, as before"
      )
    }
  }
}
