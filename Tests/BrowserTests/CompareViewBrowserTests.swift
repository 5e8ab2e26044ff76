import Campaigns
import DialogMotion
import DialogWeb
import Foundation
import TestSupport
import Testing

/// The compare view in Chromium: one scrubber puts every frame at the same instant (each frame's
/// animations' current time and the dialog's scale and opacity read back, against its Swift
/// definition); present, dismiss, pause and slow motion reach every frame, each answer matched by
/// its id; the URL reproduces the state after a reload and through back and forward; the controls
/// work from the keyboard.
@Suite(.serialized, .sharedBrowser)
struct CompareViewBrowserTests {
  /// The shipped campaigns, loaded as the server loads them.
  static let catalog = EmbedMotionFidelityTests.catalog

  /// summer-sale's A (campaign-fade) and B (spring-from-source) on two devices: four frames.
  static let path = "/compare/summer-sale?devices=iphone-se,iphone-15"

  static func definition(_ variant: String) throws -> DialogDefinition {
    try #require(catalog.campaign(id: "summer-sale")?.variant(id: variant)?.definition)
  }

  /// Every frame's phase, once each frame has one (the `data-phase` its pane shows).
  static let phases = "Array.from(document.querySelectorAll('.cmp-pane')).map(p => p.dataset.phase || '')"

  static func waitForPhases(_ browser: Browser, _ phase: String, timeout: Duration = .seconds(30))
    async throws
  {
    try await browser.waitUntil(
      "(() => { const all = \(phases); return all.length > 0 && all.every(p => p === arguments[0]); })()",
      timeout: timeout, .string(phase))
  }

  /// Waits until every frame is paused with its animations at `t` × slow ms, or, when its present is
  /// shorter than that, at its end (the embed's seek clamps to the end, where the transition finishes).
  static func waitForInstant(_ browser: Browser, _ t: Double, slow: Double = 1) async throws {
    try await browser.waitUntil(
      """
      Array.from(document.querySelectorAll('.cmp-embed')).every(f => {
        const d = f.contentDocument;
        if (!d || !d.documentElement.hasAttribute('data-paused')) return false;
        const all = d.getAnimations();
        // Seeked to (or past) its end, a shorter transition ends and the dialog rests presented.
        if (all.length === 0) {
          return d.documentElement.dataset.phase === 'presented' && arguments[0] >= Number(f.closest('.cmp-pane').dataset.presentMs) * arguments[1];
        }
        return all.every(a => a.playState === 'paused' &&
          Math.abs(a.currentTime - Math.min(arguments[0], a.effect.getComputedTiming().endTime)) < 1e-6);
      })
      """, timeout: .seconds(30), .number(t * slow), .number(slow))
  }

  /// Every frame's dialog at the instant it is paused at, against its variant's definition.
  static func checkPositions(_ browser: Browser, _ t: Double, _ direction: TransitionDirection = .present)
    async throws
  {
    let variants = try await browser.executeScript(
      "return Array.from(document.querySelectorAll('.cmp-pane')).map(p => p.dataset.variant)")
    for (index, variant) in (variants.array ?? []).compactMap(\.string).enumerated() {
      let definition = try Self.definition(variant)
      let duration = definition.transition(for: direction).duration * 1000
      let reading = try await FrameMotion.read(
        browser, frame: ".cmp-pane:nth-child(\(index + 1)) .cmp-embed", times: [])
      for current in reading.currentTimes {
        #expect(abs(current - min(t, duration)) < 1e-6, "\(variant): \(reading.currentTimes)")
      }
      #expect(!reading.currentTimes.isEmpty || t >= duration, "\(variant) has no paused animation at \(t) ms")
      let want = FrameMotion.expected(definition, direction, at: min(1, t / duration))
      let row = try #require(reading.rows.first)
      #expect(
        abs(row[0] - want.scale) < 0.005 && abs(row[1] - want.alpha) < 0.005,
        "frame \(index) (\(variant)) at \(t) ms: \(row) against \(want)")
    }
  }

  static func answers(_ browser: Browser) async throws -> [String] {
    let value = try await browser.executeScript(
      "return Array.from(document.querySelectorAll('.cmp-pane')).map(p => (p.dataset.answer || '') + ' ' + (p.dataset.answerId || ''))"
    )
    return (value.array ?? []).compactMap(\.string)
  }

  @Test func theScrubberPutsEveryFrameAtTheSameInstant() async throws {
    let fixture = try EmbedFixture()
    try await withBrowser { browser in
      try await browser.setViewport(width: 1280, height: 900)
      try await browser.navigate(to: URL(string: fixture.server.baseURL.absoluteString + Self.path)!)
      try await Self.waitForPhases(browser, "presented")
      #expect(try await browser.findElements(".cmp-embed").count == 4)
      for t in [120.0, 333] {
        try await browser.executeScript(
          "const s = document.getElementById('cmp-scrub'); s.value = String(arguments[0]); s.dispatchEvent(new Event('input', {bubbles: true})); s.dispatchEvent(new Event('change', {bubbles: true}));",
          .number(t))
        try await Self.waitForInstant(browser, t)
        try await Self.checkPositions(browser, t)
        #expect(try await browser.currentURL().query?.contains("t=\(Int(t))") == true)
      }
      // Each frame answered the last seek, matched by the same round's id.
      let answers = try await Self.answers(browser)
      let round = answers.first.map { $0.split(separator: "-").dropLast().joined(separator: "-") } ?? ""
      #expect(
        answers.enumerated().allSatisfy {
          $0.element == "\(round)-\($0.offset)" && $0.element.hasPrefix("ack cmp-")
        }, "\(answers)")
      // A reload shows the same instant; back the previous one; forward this one again.
      try await browser.reload()
      try await Self.waitForInstant(browser, 333)
      try await Self.checkPositions(browser, 333)
      try await browser.back()
      try await Self.waitForInstant(browser, 120)
      #expect(
        try await browser.executeScript("return document.getElementById('cmp-scrub').value").string == "120")
      try await browser.forward()
      try await Self.waitForInstant(browser, 333)
      let console = try await browser.cspViolations()
      #expect(console.isEmpty, "\(console)")
    }
  }

  /// The compare view as a designer uses it: the cards of a row as tall as each other with their phase
  /// lines level, whatever their screens and captions; the curves laid over each other, one colour a
  /// variant, named in the legend (each polyline the Swift curve's samples); Replay loads every frame
  /// again and presents them together (a paused view plays, `t` leaves the URL); variants and devices
  /// picked by ticking them.
  @Test func levelCardsCurveOverlayReplayAndPickers() async throws {
    let server = try ServerProcess()
    let base = server.baseURL.absoluteString
    try await withBrowser { browser in
      try await browser.setViewport(width: 1280, height: 900)
      try await browser.navigate(to: URL(string: base + Self.path + "&t=100")!)
      try await Self.waitForInstant(browser, 100)
      let rows = try await browser.executeScript(
        """
        const rows = {};
        document.querySelectorAll('.cmp-pane').forEach(p => {
          const r = p.getBoundingClientRect(), key = Math.round(r.top);
          (rows[key] = rows[key] || []).push([r.height, p.querySelector('.qa-phase').getBoundingClientRect().top,
            p.querySelector('.cmp-window').getBoundingClientRect().height]);
        });
        return Object.values(rows);
        """)
      let row = try #require(rows.array?.first?.array?.compactMap { $0.array?.compactMap(\.double) })
      #expect(row.count == 4, "the four frames in one row: \(rows)")
      #expect(Set(row.map { ($0[2] * 10).rounded() }).count > 1, "screens of different heights: \(row)")
      #expect(row.allSatisfy { abs($0[0] - row[0][0]) < 0.5 && abs($0[1] - row[0][1]) < 0.5 }, "\(row)")

      let overlay = try await browser.executeScript(
        """
        const f = document.getElementById('cmp-curves');
        return f && { charts: Array.from(f.querySelectorAll('.cmp-curve')).map(c => [c.dataset.transition,
            Array.from(c.querySelectorAll('polyline')).map(p => [p.dataset.curve, getComputedStyle(p).stroke, p.getAttribute('points')])]),
          legend: Array.from(f.querySelectorAll('.cmp-legend li')).map(l => [l.textContent, getComputedStyle(l, '::before').backgroundColor]) };
        """)
      let legend = (overlay["legend"]?.array ?? []).map { ($0[0]?.string ?? "", $0[1]?.string ?? "") }
      #expect(legend.map(\.0) == ["A · file", "B · file"], "\(legend)")
      let charts = overlay["charts"]?.array ?? []
      #expect(charts.map { $0[0]?.string } == ["present", "dismiss"])
      let a = try Self.definition("A")
      let b = try Self.definition("B")
      for chart in charts {
        let direction = TransitionDirection(rawValue: chart[0]?.string ?? "") ?? .present
        let curves = chart[1]?.array ?? []
        let axis = max(a.transition(for: direction).duration, b.transition(for: direction).duration) * 1000
        for (index, definition) in [a, b].enumerated() {
          let curve: ScriptValue? = curves.count > index ? curves[index] : nil
          #expect(curve?[0]?.string == "series-\(index)")
          #expect(
            curve?[1]?.string == legend[index].1,
            "the curve in its legend's colour: \(String(describing: curve))")
          let points = CurveSVG.pointsAttribute(
            CurveSVG.points(definition.transition(for: direction), axisMilliseconds: axis))
          #expect(curve?[2]?.string == points, "\(direction) of variant \(index)")
        }
      }
      #expect(Set(legend.map(\.1)).count == 2, "two colours: \(legend)")

      try await browser.executeScript(
        "document.querySelectorAll('.cmp-embed').forEach(f => { f.contentWindow.__old = true; }); return null"
      )
      try await browser.click(try await browser.findElement("#cmp-replay"))
      try await browser.waitUntil(
        "Array.from(document.querySelectorAll('.cmp-embed')).every(f => f.contentWindow && !f.contentWindow.__old)",
        timeout: .seconds(20))
      try await Self.waitForPhases(browser, "presented")
      #expect(try await browser.currentURL().query?.contains("t=") == false)
      #expect(
        try await browser.executeScript("return document.getElementById('cmp-pause').textContent") == "Pause")

      func pick(_ group: String, _ value: String) -> String {
        ".cmp-pick[data-for=\"cmp-\(group)\"] input[value=\"\(value)\"]"
      }
      try await browser.click(try await browser.findElement(pick("variants", "A")))
      try await browser.click(try await browser.findElement(pick("devices", "iphone-se")))
      let sent = try await browser.executeScript(
        "return [document.getElementById('cmp-variants').value, document.getElementById('cmp-devices').value]"
      )
      #expect(sent == ["B", "iphone-15"])
      try await ScreenControlsBrowserTests.marked(browser)
      try await browser.click(try await browser.findElement("#cmp-apply"))
      try await ScreenControlsBrowserTests.waitForNextDocument(browser)
      let query = try await browser.currentURL().query ?? ""
      #expect(query.contains("variants=B") && query.contains("devices=iphone-15"), "\(query)")
      #expect(try await browser.findElements(".cmp-pane").count == 1)
      let ticked = try await browser.executeScript(
        "return Array.from(document.querySelectorAll('.cmp-pick input:checked')).map(i => i.value)")
      #expect(ticked == ["B", "iphone-15"])
      try await browser.expectNoCSPViolations("the compare view's replay, overlay and pickers")
    }
    withExtendedLifetime(server) {}
  }

  @Test func presentDismissPauseAndSlowReachEveryFrame() async throws {
    let fixture = try EmbedFixture()
    try await withBrowser { browser in
      try await browser.setViewport(width: 1280, height: 900)
      try await browser.navigate(to: URL(string: fixture.server.baseURL.absoluteString + Self.path)!)
      try await Self.waitForPhases(browser, "presented")
      try await browser.click(browser.findElement("#cmp-dismiss"))
      try await Self.waitForPhases(browser, "dismissed")
      #expect(try await browser.currentURL().query?.contains("transition=dismiss") == true)
      try await browser.waitUntil(
        "document.getElementById('cmp-status').textContent === 'dismiss: acknowledged by 4 of 4 frames.'")
      // Slow motion: every frame reloads at 4× and its animations last 4× the definition's.
      try await browser.executeScript(
        "const s = document.getElementById('cmp-slow'); s.value = '4'; s.dispatchEvent(new Event('input', {bubbles: true})); s.dispatchEvent(new Event('change', {bubbles: true}));"
      )
      try await browser.waitUntil(
        "Array.from(document.querySelectorAll('.cmp-embed')).every(f => f.getAttribute('src').endsWith('&slow=4') && f.contentDocument && f.contentDocument.querySelector('.dp-screen') && f.contentDocument.querySelector('.dp-screen').dataset.slow === '4')",
        timeout: .seconds(30))
      // The URL said dismiss: the frames present, then dismiss together.
      try await Self.waitForPhases(browser, "dismissed", timeout: .seconds(60))
      try await browser.click(browser.findElement("#cmp-present"))
      try await browser.waitUntil(
        "Array.from(document.querySelectorAll('.cmp-embed')).every(f => f.contentDocument.getAnimations().length > 0)",
        timeout: .seconds(10))
      try await browser.click(browser.findElement("#cmp-pause"))
      let t = try #require(
        try await browser.waitUntil("new URLSearchParams(location.search).get('t')").string.flatMap(
          Double.init))
      try await Self.waitForInstant(browser, t, slow: 4)
      let reading = try await FrameMotion.read(browser, frame: ".cmp-pane:nth-child(1) .cmp-embed", times: [])
      for duration in reading.durations {
        #expect(abs(duration - 4 * (try Self.definition("A").present.duration) * 1000) < 1e-6)
      }
      #expect(
        try await browser.executeScript(
          "return document.getElementById('cmp-pause').getAttribute('aria-pressed')"
        ).string == "true")
      // Play: every frame runs on to presented.
      try await browser.click(browser.findElement("#cmp-pause"))
      try await Self.waitForPhases(browser, "presented", timeout: .seconds(30))
      #expect(try await browser.currentURL().query?.contains("t=") == false)
    }
  }

  @Test func theControlsWorkFromTheKeyboard() async throws {
    let fixture = try EmbedFixture()
    try await withBrowser { browser in
      try await browser.setViewport(width: 1280, height: 900)
      try await browser.navigate(
        to: URL(string: fixture.server.baseURL.absoluteString + "/compare/summer-sale?t=100")!)
      try await Self.waitForInstant(browser, 100)
      try await Self.checkPositions(browser, 100)
      // The scrubber: focused, each arrow key a millisecond on every frame.
      try await browser.executeScript("document.getElementById('cmp-scrub').focus()")
      for _ in 0..<5 { try await browser.pressKey(.arrowRight) }
      try await Self.waitForInstant(browser, 105)
      #expect(
        try await browser.executeScript(
          "return document.getElementById('cmp-scrub').getAttribute('aria-valuetext')"
        ).string
          == "105 ms of the present transition")
      // Pause/Play from the keyboard: Play runs every frame on.
      try await browser.executeScript("document.getElementById('cmp-pause').focus()")
      try await browser.pressKey(.enter)
      try await Self.waitForPhases(browser, "presented")
      #expect(try await browser.waitUntil("document.activeElement.id").string == "cmp-pause")
      // Dismiss by Tab and Space from Pause's neighbour.
      try await browser.executeScript("document.getElementById('cmp-present').focus()")
      try await browser.pressKey(.tab)
      try await browser.pressKey(.space)
      try await Self.waitForPhases(browser, "dismissed")
    }
  }

  @Test func followsCampaignEditsWithoutReloading() async throws {
    let folder = try CampaignFolder()
    try folder.copyShippedPublicFiles()
    try folder.writeCampaign("edited.json", LiveRefreshBrowserTests.campaign(alpha: "0.3"))
    let server = try ServerProcess(arguments: [
      "--campaigns", folder.campaigns, "--public", folder.publicFolder,
    ])
    defer { _ = server.stop() }
    let file = URL(fileURLWithPath: folder.campaigns + "/edited.json")
    try await withBrowser { browser in
      try await browser.navigate(to: URL(string: server.baseURL.absoluteString + "/compare/edited?t=100")!)
      try await browser.waitUntil("document.documentElement.dataset.liveVersion")
      try await Self.waitForInstant(browser, 100)
      try await browser.executeScript("window.__notReloaded = true; return null;")
      try Data(LiveRefreshBrowserTests.campaign(alpha: "0.55", title: "Edited twice").utf8).write(to: file)
      try await browser.waitUntil(LiveRefreshBrowserTests.embedSheetSays("0.55"), timeout: .seconds(15))
      try await browser.waitUntil(
        "document.querySelector('h1').textContent === 'Edited twice: compare'", timeout: .seconds(15))
      #expect(try await browser.executeScript("return window.__notReloaded === true;").bool == true)
      #expect(try await browser.currentURL().query == "t=100")
    }
  }
}
