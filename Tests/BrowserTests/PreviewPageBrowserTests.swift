import Foundation
import TestSupport
import Testing

/// The QA page in a real headless Chromium against `dialog-preview serve`.
@Suite(.serialized, .sharedBrowser)
struct PreviewPageBrowserTests {
  /// The embed's animations as seen from the QA page (same origin): `[{paused, time}]`.
  static let embedAnimations =
    "(() => { const d = document.getElementById('qa-embed').contentDocument; if (!d) return null;"
    + " return d.getAnimations().map(a => ({paused: a.playState === 'paused', time: a.currentTime})); })()"

  @Test func aLinkWithTOpensTheEmbedPausedAtThatFrame() async throws {
    let server = try ServerProcess()
    let url = URL(string: "/preview/summer-sale?variant=B&slow=10&t=220", relativeTo: server.baseURL)!.absoluteURL
    try await withBrowser { browser in
      try await browser.navigate(to: url)
      // t is unslowed: at slow 10 the embed's CSS animations sit at 2200 ms, paused, while presenting.
      let animations = try await browser.waitUntil(
        "(a => a && a.length > 0 && a.every(x => x.paused && Math.abs(x.time - 2200) < 1) && a)(\(Self.embedAnimations))",
        timeout: .seconds(10))
      #expect(animations.array?.isEmpty == false)
      let phase = try await browser.executeScript(
        "return document.getElementById('qa-embed').contentDocument.documentElement.dataset.phase")
      #expect(phase == "presenting")
      #expect(try await browser.executeScript("return document.getElementById('qa-scrub').value") == "220")
    }
  }

  @Test func scrubbingSeeksTheEmbedAndIsMirroredInTheURL() async throws {
    let server = try ServerProcess()
    let url = URL(string: "/preview/summer-sale?variant=B&slow=10", relativeTo: server.baseURL)!.absoluteURL
    try await withBrowser { browser in
      try await browser.navigate(to: url)
      try await browser.waitUntil("document.getElementById('qa-phase').textContent === 'presented'", timeout: .seconds(20))
      try await browser.executeScript(
        "const s = document.getElementById('qa-scrub'); s.value = '300'; s.dispatchEvent(new Event('input'));")
      try await browser.waitUntil(
        "(a => a && a.length > 0 && a.every(x => x.paused && Math.abs(x.time - 3000) < 1))(\(Self.embedAnimations))")
      let query = try await browser.executeScript("return location.search")
      #expect(query.string?.contains("t=300") == true)
      #expect(query.string?.contains("slow=10") == true)
      #expect(query.string?.contains("variant=B") == true)
    }
  }
}
