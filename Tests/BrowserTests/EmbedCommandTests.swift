import Foundation
import TestSupport
import Testing

/// The postMessage commands, focus and Escape, framing, reduced motion, errors and page weight.
@Suite(.serialized, .sharedBrowser)
struct EmbedCommandTests {
  static let frozenState = """
    const d = document.querySelector('[data-dialog]'); const s = getComputedStyle(d);
    return [s.transform, s.opacity, d.getBoundingClientRect().width, document.documentElement.dataset.phase];
    """

  @Test func presentPauseSeekPlayAndDismissCommands() async throws {
    let fixture = try EmbedFixture()
    try await withBrowser { browser in
      try await browser.setViewport(width: 480, height: 960)
      // spring-from-source, 0.5 s × 10: slow enough to pause in the middle of the present.
      try await browser.navigate(to: fixture.framed("refer-a-friend", "autoplay=0&slow=10"))
      try await browser.waitForPhase("dismissed")
      try await Task.sleep(for: .milliseconds(300))
      #expect(try await browser.phases() == ["dismissed"], "autoplay=0 waits for a command")

      var start = try await browser.messages().count
      try await browser.command("present")
      try await browser.waitForPhase("presenting", after: start)
      try await browser.command("pause")
      try await browser.command("seek", t: 150)
      let frozen = try await browser.inFrame { () -> ScriptValue in
        let times = try await browser.waitUntil(
          """
          (() => { const all = document.getAnimations();
            return all.length > 0 && all.every(a => a.playState === 'paused' && Math.abs(a.currentTime - Math.min(1500, a.effect.getComputedTiming().endTime)) < 1)
              && all.map(a => a.currentTime); })()
          """)
        #expect(
          (times.array ?? []).contains { abs(($0.double ?? 0) - 1500) < 1 }, "seek t is unslowed ms × slow")
        let first = try await browser.executeScript(Self.frozenState)
        try await Task.sleep(for: .milliseconds(400))
        let second = try await browser.executeScript(Self.frozenState)
        #expect(first == second, "a frozen frame does not move")
        #expect(first[3] == "presenting", "pausing and seeking do not change data-phase")
        return first
      }
      #expect(
        frozen[1]?.string.flatMap(Double.init).map { $0 > 0.01 && $0 < 0.999 } == true,
        "mid-transition: \(frozen)")
      #expect(try await browser.phases(after: start) == ["presenting"])

      try await browser.command("play")
      try await browser.waitForPhase("presented", after: start, timeout: .seconds(10))
      #expect(try await browser.phases(after: start) == ["presenting", "presented"])
      #expect(try await browser.logged(after: start).map { $0["type"] } == ["impression"])

      // Seeking after the end replays the transition frozen, with no phase change; play finishes it.
      start = try await browser.messages().count
      try await browser.command("seek", t: 250)
      try await browser.inFrame {
        try await browser.waitUntil(
          "document.getAnimations().length > 0 && document.getAnimations().every(a => a.playState === 'paused')"
        )
        #expect(try await browser.executeScript(Self.frozenState)[3] == "presented")
        #expect(
          try await browser.executeScript(
            "return document.querySelector('.dp-screen').classList.contains('is-presenting')") == true)
      }
      try await browser.command("play")
      try await browser.inFrame {
        try await browser.waitUntil(
          "(() => { const c = document.querySelector('.dp-screen').classList; return c.contains('is-presented') && !c.contains('is-presenting'); })()",
          timeout: .seconds(10))
      }
      let announced = try await browser.messages().dropFirst(start).filter {
        $0.data["event"] == "phase" || $0.data["event"] == "logged"
      }
      #expect(announced.isEmpty, "a replay announces nothing (beyond the commands' acks)")

      try await browser.command("dismiss")
      try await browser.waitForPhase("dismissed", after: start, timeout: .seconds(10))
      #expect(try await browser.phases(after: start) == ["dismissing", "dismissed"])
      let events = try await browser.logged(after: start)
      #expect(events.map { $0["type"] } == ["close"])
      #expect(events.first?["trigger"] == "programmatic")
      #expect(try await fixture.waitForAcceptedEvents(2) == 2)
    }
  }

  @Test func focusMovesIntoTheDialogAndBackToTheOpener() async throws {
    let fixture = try EmbedFixture()
    try await withBrowser { browser in
      try await browser.setViewport(width: 480, height: 960)
      for campaign in ["refer-a-friend", "welcome-back", "app-update"] {
        try await browser.navigate(to: fixture.embed(campaign, "autoplay=0"))
        let dialog = try await browser.findElement("[data-dialog]")
        #expect(try await browser.attribute("role", of: dialog) == "dialog")
        #expect(try await browser.attribute("aria-modal", of: dialog) == "true")
        #expect(try await browser.attribute("aria-label", of: dialog)?.isEmpty == false)
        try await browser.click(browser.findElement("[data-source]"))
        try await browser.waitUntil("document.documentElement.dataset.phase === 'presented'")
        #expect(
          try await browser.executeScript(
            "return document.querySelector('[data-dialog]').contains(document.activeElement)") == true,
          "\(campaign): focus is in the dialog")
        for _ in 0..<4 {  // Tab cycles inside the modal dialog
          try await browser.pressKey(.tab)
          #expect(
            try await browser.executeScript(
              "return document.querySelector('[data-dialog]').contains(document.activeElement)") == true,
            "\(campaign): Tab keeps focus in the dialog")
        }
        try await browser.pressKey(.escape)
        try await browser.waitUntil("document.documentElement.dataset.phase === 'dismissed'")
        #expect(
          try await browser.executeScript("return document.activeElement.hasAttribute('data-source')")
            == true,
          "\(campaign): focus is back on the opener")
      }
    }
  }

  @Test func framingIsAllowedOnlyForSelfAndTheGivenOrigins() async throws {
    let fixture = try EmbedFixture()
    let embed = try await HTTPClient.request(fixture.embed("new-feature"))
    #expect(embed.status == 200)
    let csp = embed.header("Content-Security-Policy") ?? ""
    #expect(csp.contains("frame-ancestors 'self' \(fixture.pages.origin)"), "\(csp)")
    #expect(embed.header("X-Frame-Options") == nil)
    for path in ["api/presets", "no-such-page", "dialog.css"] {
      let other = try await HTTPClient.request(fixture.server.baseURL.appendingPathComponent(path))
      #expect(other.header("X-Frame-Options") == "DENY", "\(path)")
    }
    try await withBrowser { browser in
      let refused = BrowserMessageHarness.url(
        servedAt: fixture.pages.otherOriginBaseURL, framing: fixture.embed("new-feature"))
      try await browser.navigate(to: refused)
      try await browser.waitUntil("window.__frameLoads >= 1")
      try await Task.sleep(for: .milliseconds(1000))
      #expect(try await browser.messages().isEmpty, "a refused origin's frame runs nothing")
      // The same page from the allowed origin runs and talks.
      try await browser.navigate(to: fixture.framed("new-feature"))
      try await browser.waitForPhase("presented")
    }
  }

  @Test func reducedMotionIsAShortCrossFade() async throws {
    let fixture = try EmbedFixture()
    try await withBrowser { browser in
      for campaign in ["refer-a-friend", "weekend-flash-sale", "new-feature"] {
        try await browser.navigate(to: fixture.embed(campaign, "autoplay=0&motion=reduce"))
        #expect(
          try await browser.executeScript(
            "return document.querySelector('.dp-screen').classList.contains('is-reduced-motion')") == true)
        #expect(try await browser.commandAndPause("present") > 0)
        let found = try await browser.executeScript(
          """
          return document.getAnimations().map(a => ({
            duration: a.effect.getComputedTiming().duration,
            properties: a.effect.getKeyframes().flatMap(k => Object.keys(k))
              .filter(p => !['offset', 'computedOffset', 'easing', 'composite'].includes(p)) }))
          """)
        let animations = found.array ?? []
        #expect(!animations.isEmpty)
        for animation in animations {
          #expect(animation["duration"]?.double == 200, "\(campaign): \(animation)")
          let properties = Set((animation["properties"]?.array ?? []).compactMap(\.string))
          #expect(properties == ["opacity"], "\(campaign): only opacity, no transform: \(animation)")
        }
      }
    }
  }

  @Test func unknownCampaignOrVariantIs404ReflectingNothingAndBadParametersAre400() async throws {
    let fixture = try EmbedFixture()
    let base = fixture.server.baseURL.absoluteString
    for (url, status) in [
      ("\(base)/embed/%3Cscript%3Ealert(1)%3C%2Fscript%3E", 400),  // an encoded slash: a malformed path
      ("\(base)/embed/%3Cscript%3Ealert(1)", 404),
      ("\(base)/embed/%3Cscript%3Ealert(1)%3C/script%3E", 404),
      ("\(base)/embed/new-feature?variant=%3Cscript%3Ealert(1)%3C%2Fscript%3E", 404),
      ("\(base)/embed/new-feature?variant=Z", 404),
      ("\(base)/embed/new-feature?slow=0", 400),
      ("\(base)/embed/new-feature?slow=21", 400),
      ("\(base)/embed/new-feature?device=pixel", 400),
    ] {
      let answer = try await HTTPClient.request(URL(string: url)!)
      #expect(answer.status == status, "\(url)")
      #expect(answer.header("Content-Type")?.hasPrefix("text/html") == true, "\(url)")
      for raw in ["<script>", "alert(1)", "%3Cscript", "pixel"] {
        #expect(!answer.text.contains(raw), "\(url) reflects \(raw)")
      }
    }
  }

  @Test func userPicksTheAssignedVariantAndVariantWins() async throws {
    let fixture = try EmbedFixture()
    let campaign = try #require(EmbedMotionFidelityTests.catalog.campaign(id: "summer-sale"))
    var seen: Set<String> = []
    for user in (0..<12).map({ "user-\($0)" }) {
      let expected = campaign.assignedVariant(user: user).id
      seen.insert(expected)
      let page = try await HTTPClient.request(fixture.embed("summer-sale", "user=\(user)")).text
      #expect(page.contains("data-variant=\"\(expected)\""), "\(user) → \(expected)")
      #expect(page.contains("data-user=\"\(user)\""))
      let pinned = try await HTTPClient.request(fixture.embed("summer-sale", "user=\(user)&variant=A")).text
      #expect(pinned.contains("data-variant=\"A\""), "variant wins over user")
    }
    #expect(seen.count == 2, "both variants are assigned to some of 12 users")
  }

  /// The page weight of an embed opened as is: the page, its three stylesheets, its two scripts and
  /// live.js (its banner is weighed apart, below). 30 KiB until issue 40 (2026-12-02) added the focus rule (`focus-released`)
  /// and the back/forward-cache stream handling, about 2 KiB; 34 KiB until issue 41 (2026-12-02) made
  /// one page lay out on every screen: /dialog-base.css carries the 22 containers, 12 text sizes, dark
  /// mode and right to left (2.3 → 4.9 KB), each variant's CSS the layout rule's values and its light
  /// and dark palettes (summer-sale's two variants about +3.5 KB), embed.css and embed.js the iPad,
  /// landscape, dark and `size=frame` screens (+2.5 KB): summer-sale 33,841 → 42,100 bytes. The budget
  /// is 43 KiB since, for the page's own code: issue 42 (2026-12-02) made every shipped banner a PNG
  /// (an iOS app's UIImage can't decode SVG, and the preview shows the app's pixels), 15–59 KB where the
  /// SVGs were 1.2–1.7 KB, so the banner, the campaign's content rather than the page's, has its own
  /// budget: 64 KiB, above the largest shipped one (summer-sale-b.png, 58,867 bytes, 600 × 1040 in a
  /// 256-colour palette).
  @Test func theEmbedPageWithItsAssetsStaysUnder43KB() async throws {
    let fixture = try EmbedFixture()
    try await withBrowser { browser in
      for campaign in ["summer-sale", "refer-a-friend", "welcome-back"] {
        try await browser.navigate(to: fixture.embed(campaign))
        try await browser.waitUntil("document.documentElement.dataset.phase === 'presented'")
        let urls = try await browser.executeScript(
          """
          return [location.href].concat(performance.getEntriesByType('resource')
            .filter(e => ['link', 'script', 'img', 'css'].includes(e.initiatorType)).map(e => e.name))
          """)
        var total = 0
        var banners: [String: Int] = [:]
        var parts: [String] = []
        for url in Set((urls.array ?? []).compactMap(\.string)) {
          let answer = try await HTTPClient.request(URL(string: url)!)
          #expect(answer.status == 200, "\(url)")
          let path = URL(string: url)!.path
          if path.hasPrefix("/banners/") {
            banners[path] = answer.body.count
          } else {
            total += answer.body.count
          }
          parts.append("\(path) \(answer.body.count)")
        }
        #expect(parts.count >= 8, "the page, 3 stylesheets, 3 scripts, the banner: \(parts)")
        print("embed \(campaign): \(total) bytes and its banner (\(parts.sorted().joined(separator: ", ")))")
        #expect(total < 43 * 1024)
        #expect(banners.count == 1 && banners.keys.allSatisfy { $0.hasSuffix(".png") }, "\(banners)")
        #expect(banners.values.allSatisfy { $0 < 64 * 1024 }, "\(banners)")
      }
    }
  }
}
