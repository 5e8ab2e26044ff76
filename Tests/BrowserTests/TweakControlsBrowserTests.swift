import Campaigns
import DialogMotion
import Foundation
import TestSupport
import Testing

/// Every tweak control the first tweak suite (``TweakPanelBrowserTests``: presentDuration, damping)
/// leaves out: dismissDuration, a named curve, a bezier typed, dragged and moved by keyboard in the
/// editor, a spring's velocity, overlayAlpha and fromScale. Each moves the embed's motion, read back
/// through the Web Animations API at 25 instants, to what the Swift definition of the same style gives;
/// "Copy as campaign JSON" gives a file `check` accepts and the same CSS.
@Suite(.serialized, .sharedBrowser)
struct TweakControlsBrowserTests {
  static let embed = "#qa-embed"

  /// Opens the QA page of new-feature (pop-grow, its file sets no overrides).
  static func open(_ browser: Browser, _ fixture: EmbedFixture) async throws {
    try await browser.setViewport(width: 1280, height: 1000)
    try await browser.navigate(
      to: URL(string: "\(fixture.server.baseURL.absoluteString)/preview/new-feature")!)
    try await browser.waitUntil(
      "document.getElementById('tweak') !== null && document.getElementById('tweak-bezier-editor') !== null")
  }

  /// Sets a field as a person does: its value, then `input` and `change`.
  static func set(_ browser: Browser, _ id: String, _ value: String) async throws {
    try await browser.executeScript(TweakPanelBrowserTests.set(id, value))
  }

  /// Waits until the page's URL carries `style` and its embed has loaded with it and presented, then
  /// replays the embed's last transition frozen at its start (the embed's `seek`).
  static func waitForEmbed(_ browser: Browser, style: String) async throws {
    try await browser.waitUntil(
      """
      (() => {
        if (new URLSearchParams(location.search).get('style') !== arguments[0]) return false;
        const d = document.querySelector('\(embed)').contentDocument;
        const link = d && d.querySelector('link[href^="/campaigns/"]');
        return !!link && new URL(link.href).searchParams.get('style') === arguments[0]
          && d.documentElement.dataset.phase === 'presented';
      })()
      """, timeout: .seconds(30), .string(style))
    try await freezeLast(browser)
  }

  /// Sends the embed `seek 0` and waits for its paused animations.
  static func freezeLast(_ browser: Browser) async throws {
    try await browser.executeScript(
      "document.querySelector('\(embed)').contentWindow.postMessage({type: 'dialog-preview', command: 'seek', t: 0, id: 'test'}, '*')"
    )
    try await browser.waitUntil(
      "(() => { const d = document.querySelector('\(embed)').contentDocument; return d.documentElement.hasAttribute('data-paused') && d.getAnimations().length > 0; })()",
      timeout: .seconds(10))
  }

  /// The present read back at ``FrameMotion/fractions`` against `overrides` on pop-grow.
  static func checkPresent(_ browser: Browser, _ overrides: StyleOverrides, _ what: String) async throws
    -> FrameMotion.Reading
  {
    let definition = try #require(DialogStyle(preset: "pop-grow", overrides: overrides).definition)
    let ms = definition.present.duration * 1000
    let reading = try await FrameMotion.read(
      browser, frame: embed, times: FrameMotion.fractions.map { $0 * ms })
    #expect(!reading.durations.isEmpty)
    for duration in reading.durations { #expect(abs(duration - ms) < 1e-6, "\(what): \(reading.durations)") }
    let error = FrameMotion.largestError(reading, definition, fractions: FrameMotion.fractions)
    print("tweak \(what): largest error \(String(format: "%.4f", error * 100)) % of travel at 25 instants")
    #expect(error <= 0.005, "\(what): \(reading.rows)")
    return reading
  }

  static func json(_ overrides: StyleOverrides) -> String {
    StyleText.json(DialogStyle(preset: "pop-grow", overrides: overrides))
  }

  static func numbers(_ browser: Browser, _ ids: [String]) async throws -> [Double] {
    let value = try await browser.executeScript(
      "return arguments[0].map(id => Number(document.getElementById(id).value))",
      .array(ids.map { .string($0) }))
    return (value.array ?? []).map { $0.double ?? .nan }
  }

  @Test(arguments: [
    ("named curve linear", [("tweak-curve-kind", "linear")], StyleOverrides(curve: .linear)),
    (
      "typed bezier",
      [
        ("tweak-curve-kind", "bezier"), ("tweak-curve-x1", "0.1"), ("tweak-curve-y1", "1.5"),
        ("tweak-curve-x2", "0.3"), ("tweak-curve-y2", "-0.2"),
      ],
      StyleOverrides(curve: .bezier(CubicBezier(0.1, 1.5, 0.3, -0.2)))
    ),
    (
      "spring velocity",
      [("tweak-curve-kind", "spring"), ("tweak-curve-damping", "0.5"), ("tweak-curve-velocity-range", "2")],
      StyleOverrides(curve: .spring(UIKitSpring(dampingRatio: 0.5, initialVelocity: 2)))
    ),
    ("fromScale", [("tweak-fromScale", "0.3")], StyleOverrides(fromScale: 0.3)),
    ("overlayAlpha", [("tweak-overlayAlpha-range", "0.8")], StyleOverrides(overlayAlpha: 0.8)),
  ])
  func aControlMovesTheMotionToTheSwiftDefinition(
    _ what: String, _ steps: [(String, String)], _ overrides: StyleOverrides
  ) async throws {
    let fixture = try EmbedFixture()
    try await withBrowser { browser in
      try await Self.open(browser, fixture)
      for (id, value) in steps { try await Self.set(browser, id, value) }
      try await Self.waitForEmbed(browser, style: Self.json(overrides))
      let reading = try await Self.checkPresent(browser, overrides, what)
      // The overlay fades alongside to the (tweaked) alpha: read at the present's end.
      let alpha = try #require(DialogStyle(preset: "pop-grow", overrides: overrides).definition).overlay.alpha
      let end = try #require(reading.rows.last)
      #expect(abs(end[2] - alpha) < 1e-3, "\(what): the overlay ends at \(end[2]), not \(alpha)")
    }
  }

  @Test func dismissDurationLengthensTheDismiss() async throws {
    let fixture = try EmbedFixture()
    try await withBrowser { browser in
      try await Self.open(browser, fixture)
      try await Self.set(browser, "tweak-dismissDuration", "1.2")
      let overrides = StyleOverrides(dismissDuration: 1.2)
      try await Self.waitForEmbed(browser, style: Self.json(overrides))
      try await browser.executeScript(
        "document.querySelector('\(Self.embed)').contentWindow.postMessage({type: 'dialog-preview', command: 'play'}, '*')"
      )
      try await browser.waitUntil(
        "document.querySelector('\(Self.embed)').contentDocument.documentElement.dataset.phase === 'presented' && document.querySelector('\(Self.embed)').contentDocument.getAnimations().length === 0",
        timeout: .seconds(10))
      try await browser.executeScript(
        "document.querySelector('\(Self.embed)').contentWindow.postMessage({type: 'dialog-preview', command: 'dismiss'}, '*')"
      )
      try await browser.waitUntil(
        "document.querySelector('\(Self.embed)').contentDocument.documentElement.dataset.phase === 'dismissed'",
        timeout: .seconds(15))
      try await Self.freezeLast(browser)
      let definition = try #require(DialogStyle(preset: "pop-grow", overrides: overrides).definition)
      let ms = definition.dismiss.duration * 1000
      let fractions = [0, 0.25, 0.5, 0.75, 1.0]
      let reading = try await FrameMotion.read(browser, frame: Self.embed, times: fractions.map { $0 * ms })
      #expect(!reading.durations.isEmpty)
      for duration in reading.durations { #expect(abs(duration - 1200) < 1e-6, "\(reading.durations)") }
      for (f, row) in zip(fractions, reading.rows) {
        let want = FrameMotion.expected(definition, .dismiss, at: f)
        #expect(abs(row[1] - want.alpha) < 0.005, "dismiss at \(f): \(row) against \(want)")
      }
    }
  }

  @Test func draggingAControlPointSetsTheBezier() async throws {
    let fixture = try EmbedFixture()
    try await withBrowser { browser in
      try await Self.open(browser, fixture)
      try await Self.set(browser, "tweak-curve-kind", "bezier")
      // Point 1 from where it is drawn to the plot position of (0.25, 1.4), with the mouse.
      let points = try await browser.executeScript(
        """
        const svg = document.getElementById('tweak-bezier-editor');
        svg.scrollIntoView({block: 'center'});
        const c = svg.querySelector('[data-point="1"]').getBoundingClientRect();
        const to = new DOMPoint(25, (2 - 1.4) * 50).matrixTransform(svg.getScreenCTM());
        return [c.x + c.width / 2, c.y + c.height / 2, to.x, to.y];
        """)
      let p = (points.array ?? []).map { $0.double ?? .nan }
      try await browser.drag(fromX: p[0], fromY: p[1], toX: p[2], toY: p[3])
      try await browser.waitUntil(
        "Math.abs(Number(document.getElementById('tweak-curve-x1').value) - 0.25) <= 0.02 && Math.abs(Number(document.getElementById('tweak-curve-y1').value) - 1.4) <= 0.03",
        timeout: .seconds(10))
      let b = try await Self.numbers(
        browser, ["tweak-curve-x1", "tweak-curve-y1", "tweak-curve-x2", "tweak-curve-y2"])
      #expect(b[2] == 0.58 && b[3] == 1, "the second point stays where ease-out has it: \(b)")
      // The sliders and the drawing follow the numbers.
      let drawn = try await browser.executeScript(
        "const c = document.querySelector('[data-point=\"1\"]'); return [Number(c.getAttribute('cx')), Number(c.getAttribute('cy')), Number(document.getElementById('tweak-curve-y1-range').value)]"
      )
      let d = (drawn.array ?? []).map { $0.double ?? .nan }
      #expect(abs(d[0] - b[0] * 100) < 1e-9 && abs(d[1] - (2 - b[1]) * 50) < 1e-9 && d[2] == b[1], "\(d)")
      let overrides = StyleOverrides(curve: .bezier(CubicBezier(b[0], b[1], b[2], b[3])))
      try await Self.waitForEmbed(browser, style: Self.json(overrides))
      _ = try await Self.checkPresent(browser, overrides, "dragged bezier \(b)")
    }
  }

  @Test func arrowKeysMoveTheFocusedControlPoint() async throws {
    let fixture = try EmbedFixture()
    try await withBrowser { browser in
      try await Self.open(browser, fixture)
      try await Self.set(browser, "tweak-curve-kind", "bezier")
      // Once the embed has replayed the bezier (ease-out's numbers).
      try await Self.waitForEmbed(
        browser, style: Self.json(StyleOverrides(curve: .bezier(CubicBezier(0, 0, 0.58, 1)))))
      try await browser.executeScript("document.querySelector('[data-point=\"2\"]').focus()")
      try await browser.pressKeys([.arrowUp, .arrowUp, .arrowUp, .arrowLeft])
      try await browser.waitUntil(
        "document.getElementById('tweak-curve-y2').value === '1.03' && document.getElementById('tweak-curve-x2').value === '0.57'",
        timeout: .seconds(5))
      let overrides = StyleOverrides(curve: .bezier(CubicBezier(0, 0, 0.57, 1.03)))
      try await Self.waitForEmbed(browser, style: Self.json(overrides))
      // The point keeps the focus though the replayed embed presents (a framed embed takes none).
      let label = try await browser.waitUntil(
        "document.activeElement.dataset.point === '2' && [document.activeElement.getAttribute('role'), document.activeElement.getAttribute('aria-label'), document.activeElement.getAttribute('aria-valuetext')]",
        timeout: .seconds(5))
      #expect(label.array?.map(\.string) == ["slider", "Second control point (x2, y2)", "x2 0.57, y2 1.03"])
      _ = try await Self.checkPresent(browser, overrides, "bezier by keyboard")
    }
  }

  @Test func theCopiedJSONMakesACampaignFileWithTheSameCSS() async throws {
    let fixture = try EmbedFixture()
    let overrides = StyleOverrides(
      presentDuration: 0.8, curve: .bezier(CubicBezier(0.2, 1.3, 0.4, 1)), overlayAlpha: 0.6, fromScale: 0.5)
    let expected = Self.json(overrides)
    try await withBrowser { browser in
      try await Self.open(browser, fixture)
      for (id, value) in [
        ("tweak-presentDuration", "0.8"), ("tweak-curve-kind", "bezier"), ("tweak-curve-x1", "0.2"),
        ("tweak-curve-y1", "1.3"), ("tweak-curve-x2", "0.4"), ("tweak-curve-y2", "1"),
        ("tweak-overlayAlpha", "0.6"),
        ("tweak-fromScale", "0.5"),
      ] {
        try await Self.set(browser, id, value)
      }
      try await Self.waitForEmbed(browser, style: expected)
      try await browser.click(browser.findElement("#tweak-copy"))
      try await browser.waitUntil("document.getElementById('tweak-copied').textContent.startsWith('Copied')")
      let copied =
        try await browser.executeScript("return document.getElementById('tweak-json').textContent").string
        ?? ""
      let href =
        try await browser.executeScript(
          "return document.querySelector('\(Self.embed)').contentDocument.querySelector('link[href^=\"/campaigns/\"]').getAttribute('href')"
        ).string ?? ""
      let tweakedCSS = try await HTTPClient.request(
        URL(string: fixture.server.baseURL.absoluteString + href)!
      ).body
      try await Self.checkFile(copied: copied, expected: expected, css: tweakedCSS)
    }
  }

  /// The copied text in a campaign file: `check` accepts it and the server's CSS for it is `css`.
  static func checkFile(copied: String, expected: String, css tweakedCSS: Data) async throws {
    #expect(copied == expected)
    // The shipped banner, so the file's CSS knows its size (--dp-ratio) as the shipped campaign's does.
    let folder = try CampaignFolder()
    try Data(
      contentsOf: ServerProcess.repositoryRoot.appendingPathComponent("Public/banners/new-feature.png")
    ).write(to: URL(fileURLWithPath: folder.publicFolder + "/banners/new-feature.png"))
    try folder.writeCampaign(
      "new-feature.json",
      #"{"id": "new-feature", "title": "New feature: shared lists", "banner": "banners/new-feature.png", "actionURL": "https://example.com/f", "variants": [{"id": "A", "style": \#(copied)}]}"#
    )
    let check = try ServerProcess.run([
      "check", "--campaigns", folder.campaigns, "--public", folder.publicFolder,
    ])
    #expect(check.code == 0, "check: \(check.stderr)")
    let server = try ServerProcess(arguments: [
      "--campaigns", folder.campaigns, "--public", folder.publicFolder,
    ])
    defer { _ = server.stop() }
    let fileCSS = try await HTTPClient.request(
      server.baseURL.appendingPathComponent("campaigns/new-feature.css")
    ).body
    #expect(!fileCSS.isEmpty)
    #expect(
      fileCSS == tweakedCSS,
      "the file's CSS is the tweaked URL's, byte for byte (\(fileCSS.count) and \(tweakedCSS.count) bytes)")
  }
}
