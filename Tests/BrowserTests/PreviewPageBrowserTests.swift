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
    let url = URL(string: "/preview/summer-sale?variant=B&slow=10&t=220", relativeTo: server.baseURL)!
      .absoluteURL
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
      try await browser.waitUntil(
        "document.getElementById('qa-phase').textContent === 'presented'", timeout: .seconds(20))
      try await browser.executeScript(
        "const s = document.getElementById('qa-scrub'); s.value = '300'; s.dispatchEvent(new Event('input'));"
      )
      try await browser.waitUntil(
        "(a => a && a.length > 0 && a.every(x => x.paused && Math.abs(x.time - 3000) < 1))(\(Self.embedAnimations))"
      )
      let query = try await browser.executeScript("return location.search")
      #expect(query.string?.contains("t=300") == true)
      #expect(query.string?.contains("slow=10") == true)
      #expect(query.string?.contains("variant=B") == true)
    }
  }
}

/// Each control of the QA page changes what the embed shows, and the URL with it.
@Suite(.serialized, .sharedBrowser)
struct PreviewControlsBrowserTests {
  @Test func deviceSlowAndVariantReachTheEmbedAndTheURL() async throws {
    let server = try ServerProcess()
    let url = URL(string: "/preview/summer-sale?variant=B", relativeTo: server.baseURL)!.absoluteURL
    try await withBrowser { browser in
      try await browser.navigate(to: url)
      try await browser.waitUntil(
        "document.getElementById('qa-phase').textContent === 'presented'", timeout: .seconds(10))
      // Device: the frame and the simulated screen take the device's width.
      try await browser.executeScript(
        "const d = document.getElementById('qa-device'); d.value = 'iphone-se'; d.dispatchEvent(new Event('change'));"
      )
      try await browser.waitUntil(
        "(() => { const f = document.getElementById('qa-embed'); const s = f.contentDocument && f.contentDocument.querySelector('.dp-screen');"
          + " return f.width === '375' && s && s.getBoundingClientRect().width === 375; })()",
        timeout: .seconds(10))
      #expect(
        try await browser.executeScript("return location.search").string?.contains("device=iphone-se") == true
      )
      // Slow: the embed's transition lasts the present duration × slow. The frame reloads: until the new
      // document commits, contentDocument is the old one, whose animations ended at 600 ms (read it
      // only once it is the document of slow=4).
      try await browser.executeScript(
        "const s = document.getElementById('qa-slow'); s.value = '4'; s.dispatchEvent(new Event('change'));")
      let end = try await browser.waitUntil(
        "(() => { const d = document.getElementById('qa-embed').contentDocument;"
          + " if (!d || !d.location.search.includes('slow=4') || !d.querySelector('.is-presenting, .is-presented')) return null;"
          + " const a = d.getAnimations(); return a.length > 0 && Math.max(...a.map(x => x.effect.getComputedTiming().endTime)); })()",
        timeout: .seconds(10))
      #expect(end.double == 2400)
      #expect(try await browser.executeScript("return location.search").string?.contains("slow=4") == true)
      // Variant: the page reloads on the other variant, keeping the other controls.
      try await browser.executeScript(
        "const v = document.getElementById('qa-variant'); v.value = 'A'; v.dispatchEvent(new Event('change'));"
      )
      try await browser.waitUntil(
        "location.search.includes('variant=A') && document.getElementById('qa-embed').src.includes('variant=A&device=iphone-se')",
        timeout: .seconds(10))
      #expect(try await browser.executeScript("return location.search").string?.contains("slow=4") == true)
    }
  }
}
