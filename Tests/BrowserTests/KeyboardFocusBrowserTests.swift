import Foundation
import TestSupport
import Testing

/// Focus belongs to the person (issue 40, point 1): every page driven by the keyboard alone. A
/// preview never takes focus on load, replay, reload or a control's change; Tab walks the page's
/// controls and links without entering a frame; a key on a control acts on that control only; Enter
/// on a preview's window enters it (focus on the dialog's ✕), Escape comes back to where focus came
/// from; nothing is logged but the impressions of the dialogs that presented.
@Suite(.serialized, .sharedBrowser)
struct KeyboardFocusBrowserTests {
  /// Where focus is, as one string: `BODY`, `#id`, `A href`, `DIV.class` (an enterable window), or
  /// `IFRAME:what` with what has focus inside the frame (`close`, `button`, `banner`, `source`,
  /// `dialog`, `BODY`, or `cross-origin`).
  static let focus = """
    (() => {
      const inner = (d) => {
        const i = d.activeElement;
        if (!i || i === d.body) return 'BODY';
        for (const name of ['close', 'button', 'banner', 'source', 'dialog']) {
          if (i.hasAttribute('data-' + name)) return name;
        }
        return i.tagName;
      };
      const a = document.activeElement;
      if (!a || a === document.body) return 'BODY';
      if (a.tagName === 'IFRAME') {
        try { return 'IFRAME:' + inner(a.contentDocument); } catch (e) { return 'IFRAME:cross-origin'; }
      }
      if (a.id) return '#' + a.id;
      if (a.tagName === 'A') return 'A ' + a.getAttribute('href');
      return a.tagName + (a.className ? '.' + String(a.className).split(' ')[0] : '');
    })()
    """

  static func focused(_ browser: Browser) async throws -> String {
    try await browser.executeScript("return \(focus)").string ?? "?"
  }

  /// Waits until focus is at `place` (focus moves into a frame a task after the key).
  static func waitForFocus(_ browser: Browser, _ place: String, _ comment: Comment) async throws {
    do {
      try await browser.waitUntil("\(focus) === arguments[0]", timeout: .seconds(5), .string(place))
    } catch {
      Issue.record("\(comment): focus is at \(try await focused(browser)), not \(place)")
    }
  }

  /// Presses Tab (or Shift+Tab) until focus is at `place`, at most `limit` times; answers every
  /// place focus went through. Fails if one of them is inside a frame.
  static func tab(
    _ browser: Browser, to place: String, back: Bool = false, limit: Int = 12, _ comment: Comment
  ) async throws -> [String] {
    var walked: [String] = []
    for _ in 0..<limit {
      if back { try await browser.pressShiftTab() } else { try await browser.pressKey(.tab) }
      let now = try await focused(browser)
      walked.append(now)
      #expect(!now.hasPrefix("IFRAME"), "\(comment): Tab entered a frame: \(walked)")
      if now == place { return walked }
    }
    Issue.record("\(comment): Tab never reached \(place): \(walked)")
    return walked
  }

  /// Every event the server accepted was an impression: the report's impressions over `campaigns`
  /// add up to `/metrics`' accepted count (a tap or a close would be counted apart, or left out as
  /// unmatched). Waits for beacons in flight and for the report's rollup.
  static func onlyImpressions(_ fixture: EmbedFixture, _ campaigns: [String], _ comment: Comment) async throws
  {
    try await Task.sleep(for: .milliseconds(600))  // a beacon sent by the last key is on its way
    let accepted = try await fixture.acceptedEvents()
    var counts: [String: Int] = [:]
    let deadline = Date().addingTimeInterval(10)
    repeat {
      counts = ["impressions": 0, "taps": 0, "closes": 0]
      for campaign in campaigns {
        let url = fixture.server.baseURL.appendingPathComponent("api/report/\(campaign)")
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "source", value: "all")]
        let body = try await HTTPClient.request(components.url!).text
        let report = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
        for variant in report?["variants"] as? [[String: Any]] ?? [] {
          for key in ["impressions", "taps", "closes"] {
            counts[key, default: 0] += variant[key] as? Int ?? 0
          }
        }
      }
      if counts["impressions"] == accepted { break }
      try await Task.sleep(for: .milliseconds(200))
    } while Date() < deadline
    #expect(
      counts["impressions"] == accepted && counts["taps"] == 0 && counts["closes"] == 0,
      "\(comment): \(accepted) events accepted, the report counts \(counts)")
  }

  @Test func theGalleryTabsThroughItsLinksWithoutEnteringAThumbnail() async throws {
    let fixture = try EmbedFixture()
    try await withBrowser { browser in
      try await browser.setViewport(width: 1280, height: 800)
      try await browser.navigate(to: fixture.server.baseURL)
      // Summer sale B has presented (and every thumbnail loaded before it, in the first row).
      try await browser.waitUntil(
        """
        (() => { const f = document.querySelector('.thumb-card[data-campaign="summer-sale"][data-variant="B"] iframe');
          return f && f.contentDocument && f.contentDocument.documentElement.dataset.phase === 'presented'; })()
        """, timeout: .seconds(20))
      try await Task.sleep(for: .milliseconds(300))
      #expect(try await Self.focused(browser) == "BODY", "no thumbnail takes focus as it presents")
      let links = try await browser.executeScript(
        "return Array.from(document.querySelectorAll('ul.thumbs a[href]')).map(a => 'A ' + a.getAttribute('href'))"
      )
      let expected = (links.array ?? []).compactMap(\.string)
      #expect(expected.count >= 2)
      var walked: [String] = []
      for _ in expected {
        try await browser.pressKey(.tab)
        walked.append(try await Self.focused(browser))
      }
      #expect(walked == expected, "Tab from the start walks the thumbnails' links, in order")
      // On through the compare links: never into a frame.
      let last = try await browser.executeScript(
        "const a = document.querySelectorAll('ul.compare-links a'); return 'A ' + a[a.length - 1].getAttribute('href')"
      )
      _ = try await Self.tab(browser, to: last.string ?? "?", limit: 20, "gallery")
      // Every campaign the gallery shows (the shipped folder's, however many there are).
      try await Self.onlyImpressions(fixture, try ShippedCampaigns.ids(), "gallery")
    }
  }

  @Test func theQAPageKeepsFocusOnTheControlInUse() async throws {
    let fixture = try EmbedFixture()
    try await withBrowser { browser in
      try await browser.setViewport(width: 1280, height: 800)
      try await browser.navigate(
        to: URL(string: fixture.server.baseURL.absoluteString + "/preview/summer-sale?variant=B")!)
      try await browser.waitUntil(
        "document.getElementById('qa-phase').textContent === 'presented'", timeout: .seconds(10))
      try await Task.sleep(for: .milliseconds(300))
      #expect(try await Self.focused(browser) == "BODY", "the embed takes no focus as it presents")
      let walked = try await Self.tab(browser, to: "#qa-slow", "QA page from the start")
      #expect(
        Array(walked.prefix(3)) == ["A /", "A /report/summer-sale", "A /compare/summer-sale"], "\(walked)")
      #expect(walked.contains("DIV.qa-screen"), "the phone is one tab stop: \(walked)")
      // → three times on Slow motion: three steps, each reloading the embed, which presents and
      // takes no focus; the slider keeps it.
      var values: [String] = []
      for step in 1...3 {
        try await browser.executeScript(
          "window.__embedDoc = document.getElementById('qa-embed').contentDocument; return null")
        try await browser.pressKey(.arrowRight)
        let value = try await browser.waitUntil("document.getElementById('qa-slow').value").string ?? "?"
        values.append(value)
        try await browser.waitUntil(
          """
          (() => { const d = document.getElementById('qa-embed').contentDocument;
            return d !== window.__embedDoc && d.documentElement.dataset.phase === 'presented' &&
              d.querySelector('.dp-screen').dataset.slow === document.getElementById('qa-slow').value; })()
          """, timeout: .seconds(20))
        try await Task.sleep(for: .milliseconds(200))
        try await Self.waitForFocus(browser, "#qa-slow", "after → number \(step) and the embed's present")
      }
      #expect(values == ["1.2", "1.4", "1.6"], "three steps of the slider: \(values)")
      #expect(try await browser.currentURL().query?.contains("slow=1.6") == true)
      // Tab to Replay; Enter replays (the embed reloads and presents) and closes nothing.
      _ = try await Self.tab(browser, to: "#qa-replay", limit: 3, "Slow motion to Replay")
      try await browser.executeScript(
        "window.__embedDoc = document.getElementById('qa-embed').contentDocument; return null")
      try await browser.pressKey(.enter)
      try await browser.waitUntil(
        """
        (() => { const d = document.getElementById('qa-embed').contentDocument;
          return d !== window.__embedDoc && d.documentElement.dataset.phase === 'presented'; })()
        """, timeout: .seconds(20))
      try await Task.sleep(for: .milliseconds(300))
      try await Self.waitForFocus(browser, "#qa-replay", "Enter on Replay")
      #expect(
        try await browser.executeScript("return document.getElementById('qa-phase').textContent").string
          == "presented")
      // Enter again on Replay: replays again, still nothing closed.
      try await browser.executeScript(
        "window.__embedDoc = document.getElementById('qa-embed').contentDocument; return null")
      try await browser.pressKey(.enter)
      try await browser.waitUntil(
        """
        (() => { const d = document.getElementById('qa-embed').contentDocument;
          return d !== window.__embedDoc && d.documentElement.dataset.phase === 'presented'; })()
        """, timeout: .seconds(20))
      try await Self.waitForFocus(browser, "#qa-replay", "Enter on Replay, twice")
      // Entering the preview deliberately: back to the phone, Enter puts focus on the dialog's ✕;
      // Escape comes back to the phone, the dialog still presented.
      _ = try await Self.tab(browser, to: "DIV.qa-screen", back: true, limit: 8, "Replay back to the phone")
      try await browser.pressKey(.enter)
      // Summer sale B's card has no ✕ (its banner is its one control): the dialog itself takes focus,
      // as when it presents in the app; Tab then reaches the banner.
      try await Self.waitForFocus(browser, "IFRAME:dialog", "Enter on the phone")
      try await browser.pressKey(.escape)
      try await Self.waitForFocus(browser, "DIV.qa-screen", "Escape inside the preview")
      try await Task.sleep(for: .milliseconds(300))
      #expect(
        try await browser.executeScript("return document.getElementById('qa-phase').textContent").string
          == "presented")
      let listed = try await browser.executeScript(
        "return Array.from(document.querySelectorAll('#qa-events li')).map(li => li.dataset.type)")
      #expect(
        (listed.array ?? []).allSatisfy { $0.string == "impression" }, "the page's event list: \(listed)")
      try await Self.onlyImpressions(fixture, ["summer-sale"], "QA page")
    }
  }

  @Test func theCompareViewKeepsFocusOnItsControls() async throws {
    let fixture = try EmbedFixture()
    try await withBrowser { browser in
      try await browser.setViewport(width: 1280, height: 900)
      try await browser.navigate(
        to: URL(string: fixture.server.baseURL.absoluteString + "/compare/summer-sale")!)
      try await CompareViewBrowserTests.waitForPhases(browser, "presented")
      try await Task.sleep(for: .milliseconds(300))
      #expect(try await Self.focused(browser) == "BODY", "no frame takes focus as it presents")
      let walked = try await Self.tab(browser, to: "#cmp-present", limit: 6, "compare from the start")
      #expect(walked.count == 5, "three links, Replay, then Present: \(walked)")
      // Enter on Present with every frame presented: acknowledged, nothing tapped, no tab opened.
      let handles = try await browser.command("GET", "/window/handles")
      try await browser.pressKey(.enter)
      try await browser.waitUntil(
        "document.getElementById('cmp-status').textContent.startsWith('present: acknowledged')",
        timeout: .seconds(10))
      try await Task.sleep(for: .milliseconds(300))
      try await Self.waitForFocus(browser, "#cmp-present", "Enter on Present")
      #expect(try await browser.command("GET", "/window/handles") == handles, "no action URL opened")
      try await CompareViewBrowserTests.waitForPhases(browser, "presented")
      // → on Slow motion: the frames reload and present; the slider keeps focus.
      _ = try await Self.tab(browser, to: "#cmp-slow", limit: 4, "Present to Slow motion")
      try await browser.pressKey(.arrowRight)
      try await browser.waitUntil(
        "Array.from(document.querySelectorAll('.cmp-embed')).every(f => f.getAttribute('src').includes('&slow=1.2') && f.contentDocument && f.contentDocument.documentElement.dataset.phase === 'presented')",
        timeout: .seconds(20))
      try await Task.sleep(for: .milliseconds(300))
      try await Self.waitForFocus(browser, "#cmp-slow", "→ on Slow motion")
      // A pane is entered deliberately: Enter on its window, Escape back to it.
      // (Through the scrubber, the variant and device checkboxes and the screen's pickers.)
      _ = try await Self.tab(browser, to: "DIV.cmp-window", limit: 20, "Slow motion to the first pane")
      try await browser.pressKey(.enter)
      try await Self.waitForFocus(browser, "IFRAME:close", "Enter on the first pane")
      try await browser.pressKey(.escape)
      try await Self.waitForFocus(browser, "DIV.cmp-window", "Escape inside the pane")
      try await CompareViewBrowserTests.waitForPhases(browser, "presented")
      try await Self.onlyImpressions(fixture, ["summer-sale"], "compare")
    }
  }

  @Test func theReportTabsThroughItsFormAndLogsNothing() async throws {
    let fixture = try EmbedFixture()
    try await withBrowser { browser in
      try await browser.setViewport(width: 1280, height: 800)
      try await browser.navigate(
        to: URL(string: fixture.server.baseURL.absoluteString + "/report/summer-sale")!)
      try await browser.waitUntil("document.readyState === 'complete'")
      #expect(try await Self.focused(browser) == "BODY")
      let walked = try await Self.tab(browser, to: "#report-apply", limit: 20, "report")
      #expect(walked.contains("#report-source") && walked.contains("#report-from"), "\(walked)")
      try await Self.onlyImpressions(fixture, ["summer-sale"], "report")
      #expect(try await fixture.acceptedEvents() == 0)
    }
  }

  /// The embed in another origin's frame (a CMS): it presents without taking focus; the parent
  /// focusing the frame puts focus on the ✕; Escape posts `focus-released` and closes nothing.
  @Test func aFramedEmbedIsEnteredByItsParentAndLeftWithEscape() async throws {
    let fixture = try EmbedFixture()
    try await withBrowser { browser in
      try await browser.setViewport(width: 480, height: 960)
      try await browser.navigate(to: fixture.framed("summer-sale", "variant=A"))
      try await browser.waitForPhase("presented")
      try await Task.sleep(for: .milliseconds(300))
      #expect(try await Self.focused(browser) == "BODY", "the framed embed takes no focus as it presents")
      let start = try await browser.messages().count
      try await browser.executeScript("document.getElementById('frame').focus(); return null")
      _ = try await browser.inFrame {
        try await browser.waitUntil(
          "document.activeElement && document.activeElement.hasAttribute('data-close')")
      }
      try await browser.pressKey(.escape)
      try await browser.waitForMessage(
        "d => d.type === 'dialog-preview' && d.event === 'focus-released'", after: start)
      try await Task.sleep(for: .milliseconds(300))
      #expect(try await browser.phases(after: start).isEmpty, "Escape closed nothing")
      #expect(try await browser.logged(after: start).isEmpty, "Escape logged nothing")
      let inside = try await browser.inFrame {
        try await browser.executeScript("return document.activeElement === document.body")
      }
      #expect(inside.bool == true, "focus left the ✕")
    }
  }

  /// With `source=app` the embed is the product's dialog: Escape closes it as the app's escape
  /// gesture does (a `close` with trigger `escape`) and focus returns to the app's source button; a
  /// second Escape leaves the frame.
  @Test func aFramedAppDialogClosesOnEscape() async throws {
    let fixture = try EmbedFixture()
    try await withBrowser { browser in
      try await browser.setViewport(width: 480, height: 960)
      try await browser.navigate(to: fixture.framed("summer-sale", "variant=A&source=app"))
      try await browser.waitForPhase("presented")
      #expect(try await Self.focused(browser) == "BODY")
      let start = try await browser.messages().count
      try await browser.executeScript("document.getElementById('frame').focus(); return null")
      _ = try await browser.inFrame {
        try await browser.waitUntil(
          "document.activeElement && document.activeElement.hasAttribute('data-close')")
      }
      try await browser.pressKey(.escape)
      try await browser.waitForPhase("dismissed", after: start)
      let logged = try await browser.logged(after: start)
      #expect(logged.map { $0["trigger"] } == ["escape"], "\(logged)")
      // Closed from the keyboard, focus returns to the control that opens the dialog (the app's source
      // button: it presented by itself), never to the page's body.
      _ = try await browser.inFrame {
        try await browser.waitUntil(
          "document.activeElement && document.activeElement.hasAttribute('data-source')", timeout: .seconds(5)
        )
      }
      try await browser.pressKey(.escape)
      try await browser.waitForMessage(
        "d => d.type === 'dialog-preview' && d.event === 'focus-released'", after: start)
    }
  }
}

extension Browser {
  /// Shift+Tab, through the Actions API.
  func pressShiftTab() async throws {
    let keys: [ScriptValue] = [
      ["type": "keyDown", "value": .string(WebDriverKey.shift.rawValue)],
      ["type": "keyDown", "value": .string(WebDriverKey.tab.rawValue)],
      ["type": "keyUp", "value": .string(WebDriverKey.tab.rawValue)],
      ["type": "keyUp", "value": .string(WebDriverKey.shift.rawValue)],
    ]
    _ = try await command(
      "POST", "/actions", ["actions": [["type": "key", "id": "keyboard", "actions": .array(keys)]]])
    _ = try await command("DELETE", "/actions")
  }
}
