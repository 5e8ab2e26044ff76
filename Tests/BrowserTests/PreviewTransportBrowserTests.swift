import Foundation
import TestSupport
import Testing

/// The QA page's transport (present, dismiss, pause/play, scrub, slow motion) against the embed's own
/// state, and the links it writes.
@Suite(.serialized, .sharedBrowser)
struct PreviewTransportBrowserTests {
  /// The QA embed's phase and its animations (`[{paused, time}]`), read from the QA page.
  static let embed =
    "(() => { const d = document.getElementById('qa-embed').contentDocument; if (!d || !d.documentElement) return null;"
    + " return { phase: d.documentElement.dataset.phase, animations: d.getAnimations().map(a => ({paused: a.playState === 'paused', time: a.currentTime})) }; })()"

  static func url(_ server: ServerProcess, _ path: String) -> URL {
    URL(string: path, relativeTo: server.baseURL)!.absoluteURL
  }

  static func setScrub(_ browser: Browser, _ value: Int) async throws {
    try await browser.executeScript(
      "const s = document.getElementById('qa-scrub'); s.value = String(arguments[0]); s.dispatchEvent(new Event('input'));",
      .number(Double(value)))
  }

  @Test func scrubbingADismissRecordsTheDismissAndTheLinkReopensThatFrame() async throws {
    let server = try ServerProcess()
    // Variant B: present 600 ms, dismiss 500 ms (unslowed); at 4× slower.
    try await withBrowser { browser in
      try await browser.navigate(to: Self.url(server, "/preview/summer-sale?variant=B&slow=4"))
      try await browser.waitUntil(
        "document.getElementById('qa-phase').textContent === 'presented'", timeout: .seconds(15))
      try await browser.click(browser.findElement("#qa-dismiss"))
      try await browser.waitUntil("document.getElementById('qa-phase').textContent.startsWith('dismiss')")
      try await Self.setScrub(browser, 120)
      try await browser.waitUntil(
        "(e => e && e.phase.startsWith('dismiss') && e.animations.length > 0 && e.animations.every(a => a.paused && Math.abs(a.time - 480) < 1))(\(Self.embed))",
        timeout: .seconds(5))
      #expect(try await browser.executeScript("return document.getElementById('qa-scrub').max") == "500")
      let query = try await browser.executeScript("return location.search").string ?? ""
      #expect(query.contains("t=120") && query.contains("transition=dismiss"), "\(query)")

      // The link opens on that frame of the dismiss, paused.
      let link = try await browser.executeScript("return location.href").string ?? ""
      try await browser.navigate(to: URL(string: link)!)
      try await browser.waitUntil(
        "(e => e && e.phase === 'dismissing' && e.animations.length > 0 && e.animations.every(a => a.paused && Math.abs(a.time - 480) < 1))(\(Self.embed))",
        timeout: .seconds(10))
      #expect(try await browser.executeScript("return document.getElementById('qa-scrub').value") == "120")
      #expect(
        try await browser.executeScript("return document.getElementById('qa-phase').textContent")
          == "dismissing (paused)")
    }
  }

  @Test func pauseStaysInStepWithTheEmbed() async throws {
    let server = try ServerProcess()
    try await withBrowser { browser in
      // 600 ms × 20: 12 s presenting, time enough to press everything.
      try await browser.navigate(to: Self.url(server, "/preview/summer-sale?variant=B&slow=20"))
      try await browser.waitUntil(
        "document.getElementById('qa-phase').textContent === 'presenting'", timeout: .seconds(10))
      let pause = try await browser.findElement("#qa-pause")
      try await browser.click(pause)
      try await browser.waitUntil(
        "document.getElementById('qa-pause').textContent === 'Play' && (e => e.animations.length > 0 && e.animations.every(a => a.paused))(\(Self.embed))"
      )
      // Present while presenting changes nothing: still paused, and the button says so.
      try await browser.click(browser.findElement("#qa-present"))
      try await Task.sleep(for: .milliseconds(500))  // asserting that nothing changes: no signal to wait for
      #expect(try await browser.text(of: pause) == "Play")
      #expect(
        try await browser.executeScript("return (\(Self.embed)).animations.every(a => a.paused)") == true)
      // Dismiss while presenting is refused, aloud.
      try await browser.click(browser.findElement("#qa-dismiss"))
      try await browser.waitUntil("document.getElementById('qa-status').textContent.includes('refused')")
      #expect(try await browser.text(of: pause) == "Play")
      #expect(
        try await browser.executeScript("return document.getElementById('qa-phase').textContent")
          == "presenting (paused)")
      #expect(
        try await browser.executeScript("return (\(Self.embed)).animations.every(a => a.paused)") == true)
      try await browser.click(pause)
      try await browser.waitUntil(
        "document.getElementById('qa-pause').textContent === 'Pause' && (e => e.animations.length > 0 && e.animations.every(a => !a.paused))(\(Self.embed))"
      )
      #expect(
        try await browser.executeScript("return document.getElementById('qa-phase').textContent")
          == "presenting")
    }
  }

  @Test func scrubbingAFinishedTransitionSaysPausedAndMovesThePlayhead() async throws {
    let server = try ServerProcess()
    try await withBrowser { browser in
      try await browser.navigate(to: Self.url(server, "/preview/summer-sale?variant=B"))
      try await browser.waitUntil(
        "document.getElementById('qa-phase').textContent === 'presented'", timeout: .seconds(10))
      let axis = try await browser.executeScript(
        "return Number(document.querySelector('.qa-parameters:not([hidden]) svg').dataset.axisMs)")
      #expect(axis.double == 600)
      for t in [150, 420] {
        try await Self.setScrub(browser, t)
        try await browser.waitUntil(
          "document.getElementById('qa-phase').textContent === 'presented (paused)'")
        let x = try await browser.executeScript(
          "return Number(document.querySelector('.qa-parameters:not([hidden]) [data-playhead]').getAttribute('x1'))"
        )
        #expect(abs((x.double ?? -1) - Double(t) / 600 * 100) < 0.01, "playhead at \(t) ms: \(x)")
      }
      #expect(
        try await browser.executeScript("return document.getElementById('qa-pause').textContent") == "Play")
    }
  }

  @Test func aFractionalSlowFactorIsKept() async throws {
    let server = try ServerProcess()
    try await withBrowser { browser in
      try await browser.navigate(to: Self.url(server, "/preview/summer-sale?variant=B&slow=2.5"))
      try await browser.waitUntil("document.getElementById('qa-phase').textContent.startsWith('present')")
      #expect(try await browser.executeScript("return document.getElementById('qa-slow').value") == "2.5")
      #expect(
        try await browser.executeScript("return document.getElementById('qa-slow-value').textContent")
          == "2.5×")
      #expect(
        try await browser.executeScript("return document.getElementById('qa-embed').src").string?.contains(
          "slow=2.5") == true)
      // Another control changes the URL: slow stays 2.5.
      try await browser.executeScript(
        "const d = document.getElementById('qa-device'); d.value = 'iphone-se'; d.dispatchEvent(new Event('change'));"
      )
      try await browser.waitUntil("location.search.includes('device=iphone-se')")
      let query = try await browser.executeScript("return location.search").string ?? ""
      #expect(query.contains("slow=2.5"), "\(query)")
      #expect(
        try await browser.executeScript("return document.getElementById('qa-embed').src").string?.contains(
          "slow=2.5") == true)
    }
  }
}
