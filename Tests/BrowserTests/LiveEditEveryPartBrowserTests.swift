import DialogMotion
import Foundation
import TestSupport
import Testing

/// A campaign edit reaches every part of an open QA page and compare view (issue 40, points 2 and 3):
/// the tweak fields, the campaign JSON, the filmstrip's captions and frozen frames (the card read back
/// at the frame's instant against the Swift definition), the curves and the scrubber's range; and a
/// tweak in progress stays a tweak over the new file: the keys the person tweaked keep their values,
/// the others take the file's (docs/design-tools.md, "A tweak over a live edit").
@Suite(.serialized, .sharedBrowser)
struct LiveEditEveryPartBrowserTests {
  /// Variant B on pop-grow with the two keys the edit changes.
  static func campaign(present: String, alpha: String) -> String {
    """
    {"id": "edited", "title": "Edited", "banner": "banners/a.svg", "actionURL": "https://example.com/e",
     "variants": [{"id": "A", "style": "pop-grow"},
                  {"id": "B", "style": {"preset": "pop-grow", "presentDuration": \(present), "overlayAlpha": \(alpha)}}]}
    """
  }

  static func definition(_ overrides: StyleOverrides) throws -> DialogDefinition {
    try #require(DialogStyle(preset: "pop-grow", overrides: overrides).definition)
  }

  /// A server on a folder with the campaign at presentDuration 0.6 and overlayAlpha 0.6.
  static func serve() throws -> (CampaignFolder, ServerProcess, URL) {
    let folder = try CampaignFolder()
    try folder.copyShippedPublicFiles()
    try folder.write(
      "<svg xmlns='http://www.w3.org/2000/svg' width='40' height='40'/>", to: "Public/banners/a.svg")
    try folder.writeCampaign("edited.json", campaign(present: "0.6", alpha: "0.6"))
    let server = try ServerProcess(arguments: [
      "--campaigns", folder.campaigns, "--public", folder.publicFolder,
    ])
    return (folder, server, URL(fileURLWithPath: folder.campaigns + "/edited.json"))
  }

  /// Every frame of `selector` paused with all its animations at `t` ms.
  static func frozenAt(_ selector: String) -> String {
    """
    Array.from(document.querySelectorAll(arguments[0])).every(f => {
      const d = f.contentDocument;
      if (!d || !d.documentElement.hasAttribute('data-paused')) return false;
      const all = d.getAnimations();
      return all.length > 0 && all.every(a => a.playState === 'paused' && Math.abs(a.currentTime - arguments[1]) < 1e-6);
    }) && document.querySelectorAll(arguments[0]).length > 0
    """
  }

  /// The card of the frame `selector` against `definition` at `fraction` of its present.
  static func checkCard(
    _ browser: Browser, _ selector: String, _ definition: DialogDefinition, at fraction: Double,
    _ what: String
  ) async throws {
    let reading = try await FrameMotion.read(browser, frame: selector, times: [])
    let row = try #require(reading.rows.first)
    let want = FrameMotion.expected(definition, .present, at: fraction)
    #expect(
      abs(row[0] - want.scale) < 0.005 && abs(row[1] - want.alpha) < 0.005,
      "\(what): the card is \(row), \(fraction) of the present gives \(want)")
  }

  /// The filmstrip's captions.
  static func captions(_ browser: Browser) async throws -> [String] {
    let value = try await browser.executeScript(
      "return Array.from(document.querySelectorAll('.film figcaption')).map(c => c.textContent)")
    return (value.array ?? []).compactMap(\.string)
  }

  /// The captions a filmstrip of `present` ms says, for the fractions its frames are at.
  static func expectedCaptions(_ browser: Browser, _ present: Double) async throws -> [String] {
    let value = try await browser.executeScript(
      "return Array.from(document.querySelectorAll('.film-embed')).map(f => Number(f.dataset.fraction))")
    let fractions = (value.array ?? []).compactMap(\.double)
    #expect(fractions.count == 6, "the filmstrip's fractions: \(fractions)")
    return fractions.map { fraction in
      "\(NumberText.shortest(fraction * 100)) % · \(NumberText.shortest((fraction * present).rounded())) ms"
    }
  }

  /// The tweak fields' values (number field and slider), by key.
  static func fields(_ browser: Browser, _ names: [String]) async throws -> [String] {
    let value = try await browser.executeScript(
      "return arguments[0].flatMap(n => [document.getElementById('tweak-' + n).value, document.getElementById('tweak-' + n + '-range').value])",
      .array(names.map { .string($0) }))
    return (value.array ?? []).compactMap(\.string)
  }

  /// A style's JSON as an object of numbers and strings.
  static func object(_ json: String?) -> [String: String] {
    guard let json, let data = json.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return [:] }
    return object.mapValues { "\($0)" }
  }

  static func urlStyle(_ browser: Browser) async throws -> [String: String] {
    object(try await browser.executeScript("return new URLSearchParams(location.search).get('style')").string)
  }

  /// Waits as `waitUntil` does, but records a failure instead of throwing, so every later check runs.
  @discardableResult
  static func soon(
    _ browser: Browser, _ expression: String, timeout: Duration = .seconds(5), _ arguments: ScriptValue...
  ) async -> ScriptValue? {
    let script =
      "const value = (\(expression)); return {truthy: !!value, value: value === undefined ? null : value};"
    let deadline = ContinuousClock.now + timeout
    var last = "nothing yet"
    while ContinuousClock.now < deadline {
      do {
        let answer = try await browser.executeScript(script, arguments: arguments)
        if answer["truthy"]?.bool == true { return answer["value"] ?? .null }
        last = "it was \(answer["value"] ?? .null)"
      } catch {
        last = "it threw \(error)"
      }
      try? await Task.sleep(for: .milliseconds(20))
    }
    Issue.record("Waited \(timeout) for `\(expression)` to be truthy; \(last).")
    return nil
  }

  /// Brings the filmstrip into view (its frames load lazily) and waits for its frame at 50 % frozen at `t`.
  static func waitForFilm(_ browser: Browser, _ t: Double) async throws {
    try await browser.executeScript("document.querySelector('.qa-filmstrip').scrollIntoView(); return null;")
    try await browser.waitUntil(
      frozenAt(".film-embed[data-fraction=\"0.5\"]"), timeout: .seconds(20),
      .string(".film-embed[data-fraction=\"0.5\"]"), .number(t))
  }

  /// What the QA page says about variant B's present after the edit: captions, frame, curves, scrubber.
  static func checkPresentFollows(_ browser: Browser, _ present: Double, _ definition: DialogDefinition)
    async throws
  {
    let ms = present * 1000
    try await browser.executeScript("document.querySelector('.qa-filmstrip').scrollIntoView(); return null;")
    await soon(
      browser, frozenAt(".film-embed[data-fraction=\"0.5\"]"), timeout: .seconds(20),
      .string(".film-embed[data-fraction=\"0.5\"]"), .number((ms / 2).rounded()))
    let want = try await expectedCaptions(browser, ms)
    #expect(try await captions(browser) == want)
    try await checkCard(
      browser, ".film-embed[data-fraction=\"0.5\"]", definition, at: 0.5, "the frame at 50 %")
    let curves = try await browser.executeScript(
      "return document.querySelector('.qa-parameters[data-variant=\"B\"] [data-curve=\"present\"]').dataset.durationMs"
    )
    #expect(curves.string == NumberText.shortest(ms), "the present curve lasts \(curves)")
    let scrub = try await browser.executeScript("return document.getElementById('qa-scrub').max")
    #expect(scrub.string == NumberText.shortest(ms), "the scrubber's range: \(scrub)")
  }

  @Test func anEditReachesEveryPartOfTheQAPageAndTheCompareView() async throws {
    let (folder, server, file) = try Self.serve()
    let base = server.baseURL.absoluteString
    let before = try Self.definition(StyleOverrides(presentDuration: 0.6, overlayAlpha: 0.6))
    let after = try Self.definition(StyleOverrides(presentDuration: 1.5, overlayAlpha: 0.2))
    try await withBrowser { browser in
      try await browser.setViewport(width: 1280, height: 1000)
      try await browser.navigate(to: URL(string: base + "/compare/edited?variants=B&t=300")!)
      try await browser.waitUntil("document.documentElement.dataset.liveVersion")
      try await browser.waitUntil(
        Self.frozenAt(".cmp-embed"), timeout: .seconds(20), .string(".cmp-embed"), .number(300))
      let compareTab = try await browser.windowHandle()
      let qaTab = try await browser.newTab()
      try await browser.switchToWindow(qaTab)
      try await browser.navigate(to: URL(string: base + "/preview/edited?variant=B")!)
      try await browser.waitUntil("document.documentElement.dataset.liveVersion")
      try await Self.waitForFilm(browser, 300)
      try await Self.checkCard(
        browser, ".film-embed[data-fraction=\"0.5\"]", before, at: 0.5, "before the edit")

      try Data(Self.campaign(present: "1.5", alpha: "0.2").utf8).write(to: file)
      await Self.soon(
        browser,
        "document.getElementById('qa-scrub').max === '1500'", timeout: .seconds(5))
      // The tweak fields and the JSON take the file's new values: nothing is tweaked.
      await Self.soon(
        browser,
        "document.getElementById('tweak-presentDuration').value === '1.5'", timeout: .seconds(5))
      #expect(
        try await Self.fields(browser, ["presentDuration", "overlayAlpha"]) == ["1.5", "1.5", "0.2", "0.2"])
      let json = try await browser.executeScript(
        "return [document.getElementById('tweak-json').textContent, document.getElementById('tweak').dataset.fileStyle]"
      )
      #expect(json[0]?.string == json[1]?.string, "the JSON is the file's: \(json)")
      #expect(
        Self.object(json[0]?.string) == [
          "preset": "pop-grow", "presentDuration": "1.5", "overlayAlpha": "0.2",
        ])
      try await Self.checkPresentFollows(browser, 1.5, after)

      // Changing only dismissDuration now writes the new file's values, not the old ones.
      try await browser.executeScript(TweakPanelBrowserTests.set("tweak-dismissDuration", "0.4"))
      await Self.soon(browser, "new URLSearchParams(location.search).has('style')", timeout: .seconds(5))
      #expect(
        try await Self.urlStyle(browser)
          == [
            "preset": "pop-grow", "presentDuration": "1.5", "dismissDuration": "0.4", "overlayAlpha": "0.2",
          ])
      await Self.soon(
        browser,
        "document.getElementById('tweak-summary').textContent.includes('dismissDuration 0.4')",
        timeout: .seconds(5))

      // The compare view, shown again, catches up: its range, facts and frozen frame.
      try await browser.switchToWindow(compareTab)
      await Self.soon(
        browser,
        "document.getElementById('cmp-scrub').max === '1500'", timeout: .seconds(5))
      let pane = try await browser.executeScript(
        "const p = document.querySelector('.cmp-pane'); return [p.dataset.presentMs, p.querySelector('.cmp-facts').textContent]"
      )
      #expect(pane[0]?.string == "1500")
      #expect(pane[1]?.string?.contains("1.5 s") == true, "\(pane)")
      await Self.soon(
        browser,
        Self.frozenAt(".cmp-embed"), timeout: .seconds(20), .string(".cmp-embed"), .number(300))
      try await Self.checkCard(browser, ".cmp-embed", after, at: 300 / 1500, "the compare frame at 300 ms")
      try await browser.expectNoCSPViolations("after a live edit")
    }
    withExtendedLifetime((folder, server)) {}
  }

  /// A tweak of presentDuration reaches the filmstrip at its own length: captions, frozen instants and
  /// the frame's card (the captions said the file's lengths while the frames ran the tweak's).
  @Test func aTweakReachesTheFilmstripAtItsOwnLength() async throws {
    let (folder, server, _) = try Self.serve()
    let tweaked = try Self.definition(StyleOverrides(presentDuration: 0.45, overlayAlpha: 0.6))
    try await withBrowser { browser in
      try await browser.setViewport(width: 1280, height: 1000)
      try await browser.navigate(
        to: URL(string: server.baseURL.absoluteString + "/preview/edited?variant=B")!)
      try await browser.waitUntil("document.getElementById('tweak') !== null")
      try await Self.waitForFilm(browser, 300)
      try await browser.executeScript(TweakPanelBrowserTests.set("tweak-presentDuration", "0.45"))
      try await browser.waitUntil("new URLSearchParams(location.search).has('style')", timeout: .seconds(5))
      try await Self.checkPresentFollows(browser, 0.45, tweaked)
      // A second tweak, right after the first, is followed as well.
      try await browser.executeScript(TweakPanelBrowserTests.set("tweak-presentDuration", "0.8"))
      try await Self.checkPresentFollows(
        browser, 0.8, try Self.definition(StyleOverrides(presentDuration: 0.8, overlayAlpha: 0.6)))
    }
    withExtendedLifetime((folder, server)) {}
  }

  /// The gallery's cards follow an edit whole: summer-sale B's card, which carries a crop mark, gets
  /// its new caption too (the crop mark stood in the caption's place for the update before).
  @Test func theGallerysCaptionsFollowAnEdit() async throws {
    let folder = try CampaignFolder()
    try folder.copyShippedPublicFiles()
    let shipped = try String(
      contentsOf: ServerProcess.repositoryRoot.appendingPathComponent("Resources/Campaigns/summer-sale.json"),
      encoding: .utf8)
    #expect(shipped.contains("\"presentDuration\": 0.6,"))
    for banner in ["summer-sale.png", "summer-sale-b.png"] {
      try FileManager.default.copyItem(
        at: ServerProcess.repositoryRoot.appendingPathComponent("Public/banners/" + banner),
        to: URL(fileURLWithPath: folder.publicFolder + "/banners/" + banner))
    }
    try folder.writeCampaign("summer-sale.json", shipped)
    let server = try ServerProcess(arguments: [
      "--campaigns", folder.campaigns, "--public", folder.publicFolder,
    ])
    let card = "document.querySelector('.thumb-card[data-variant=\"B\"]')"
    let file = folder.campaigns + "/summer-sale.json"
    try await withBrowser { browser in
      try await browser.setViewport(width: 1280, height: 1000)
      try await browser.navigate(to: server.baseURL)
      try await browser.waitUntil("document.documentElement.dataset.liveVersion")
      let before = try await browser.executeScript(
        "const c = \(card); return [c.querySelectorAll('.crop-warning').length, c.querySelector('p.muted').textContent]"
      )
      #expect(before[0]?.int == 1, "summer-sale B's card has its crop mark: \(before)")
      #expect(before[1]?.string?.hasSuffix("present 0.6 s") == true, "\(before)")
      try shipped.replacingOccurrences(of: "\"presentDuration\": 0.6,", with: "\"presentDuration\": 1.5,")
        .write(toFile: file, atomically: true, encoding: .utf8)
      await Self.soon(
        browser, "\(card).querySelector('p.muted').textContent.endsWith('present 1.5 s')",
        timeout: .seconds(5))
      let after = try await browser.executeScript(
        "const c = \(card); return [c.querySelectorAll('.crop-warning').length, c.querySelectorAll('p.muted').length, c.querySelectorAll('h3').length, !!c.querySelector('.thumb-window iframe')]"
      )
      #expect(after == [1, 1, 1, true], "one crop mark, caption and title, the embed kept: \(after)")
      try await browser.expectNoCSPViolations("the gallery after an edit")
    }
    withExtendedLifetime((folder, server)) {}
  }

  @Test func aTweakInProgressStaysATweakOverTheNewFile() async throws {
    let (folder, server, file) = try Self.serve()
    let base = server.baseURL.absoluteString
    let tweaked = try Self.definition(StyleOverrides(presentDuration: 0.9, overlayAlpha: 0.2))
    let style = #"{"preset":"pop-grow","presentDuration":0.9,"overlayAlpha":0.6}"#
    let escaped = style.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
    try await withBrowser { browser in
      try await browser.setViewport(width: 1280, height: 1000)
      // The compare view of the file's version and a tweaked one, as the QA page links it.
      try await browser.navigate(to: URL(string: base + "/compare/edited?variants=B&style=\(escaped)")!)
      try await browser.waitUntil("document.documentElement.dataset.liveVersion")
      let compareTab = try await browser.windowHandle()
      let qaTab = try await browser.newTab()
      try await browser.switchToWindow(qaTab)
      // On the QA page the person tweaks presentDuration with the field.
      try await browser.navigate(to: URL(string: base + "/preview/edited?variant=B")!)
      try await browser.waitUntil("document.documentElement.dataset.liveVersion")
      try await browser.waitUntil("document.getElementById('tweak') !== null")
      try await browser.executeScript(TweakPanelBrowserTests.set("tweak-presentDuration", "0.9"))
      try await browser.waitUntil("new URLSearchParams(location.search).has('style')", timeout: .seconds(5))
      #expect(try await Self.urlStyle(browser) == Self.object(style))

      try Data(Self.campaign(present: "1.5", alpha: "0.2").utf8).write(to: file)
      await Self.soon(
        browser,
        "document.getElementById('tweak-overlayAlpha').value === '0.2'", timeout: .seconds(5))
      // The tweaked key keeps the tweak; the other takes the file's new value, in the fields, the
      // URL, the JSON and what the page says about it.
      #expect(
        try await Self.fields(browser, ["presentDuration", "overlayAlpha"]) == ["0.9", "0.9", "0.2", "0.2"])
      await Self.soon(
        browser,
        "new URLSearchParams(location.search).get('style').includes('0.2')", timeout: .seconds(5))
      let merged = ["preset": "pop-grow", "presentDuration": "0.9", "overlayAlpha": "0.2"]
      #expect(try await Self.urlStyle(browser) == merged)
      let json = try await browser.executeScript("return document.getElementById('tweak-json').textContent")
      #expect(Self.object(json.string) == merged)
      let summary = await Self.soon(
        browser,
        "document.getElementById('tweak-summary').textContent.includes('(file: 1.5)') && document.getElementById('tweak-summary').textContent",
        timeout: .seconds(5))
      #expect(summary?.string?.contains("tweaked: presentDuration 0.9 (file: 1.5)") == true, "\(summary)")
      #expect(summary?.string?.contains("overlayAlpha") == false, "\(summary)")
      // What runs is the tweak over the new file: the embed's stylesheet, the filmstrip, the range.
      await Self.soon(
        browser,
        """
        (() => { const d = document.getElementById('qa-embed').contentDocument;
          const l = d && d.querySelector('link[href^="/campaigns/"]');
          return !!l && (new URL(l.href).searchParams.get('style') || '').includes('0.2'); })()
        """, timeout: .seconds(10))
      try await Self.checkPresentFollows(browser, 0.9, tweaked)

      // The compare view, shown again: its tweaked frame is the same tweak over the new file.
      try await browser.switchToWindow(compareTab)
      await Self.soon(
        browser,
        "new URLSearchParams(location.search).get('style').includes('0.2')", timeout: .seconds(5))
      #expect(try await Self.urlStyle(browser) == merged)
      let panes = await Self.soon(
        browser,
        """
        (() => { const p = Array.from(document.querySelectorAll('.cmp-pane'));
          const src = p.map(x => new URL(x.querySelector('iframe').src).searchParams.get('style') || '');
          return p.length === 2 && src[1].includes('0.2') && p.map(x => x.dataset.presentMs + ' ' + x.dataset.version); })()
        """, timeout: .seconds(5))
      #expect(panes?.array?.compactMap(\.string) == ["1500 file", "900 tweaked"])
      let scrub = try await browser.executeScript("return document.getElementById('cmp-scrub').max")
      #expect(scrub.string == "1500")
      try await browser.expectNoCSPViolations("after a live edit over a tweak")
    }
    withExtendedLifetime((folder, server)) {}
  }
  @Test func aRefusedFieldKeepsWhatWasTypedOverAnEdit() async throws {
    let (folder, server, file) = try Self.serve()
    try await withBrowser { browser in
      try await browser.navigate(
        to: URL(string: server.baseURL.absoluteString + "/preview/edited?variant=B")!)
      try await browser.waitUntil("document.documentElement.dataset.liveVersion")
      try await browser.waitUntil("document.getElementById('tweak') !== null")
      // overlayAlpha 3: the validator refuses it, nothing is applied.
      try await browser.executeScript(TweakPanelBrowserTests.set("tweak-overlayAlpha", "3"))
      try await browser.waitUntil(
        "document.getElementById('tweak-overlayAlpha-error').textContent.length > 0", timeout: .seconds(5))
      try Data(Self.campaign(present: "1.5", alpha: "0.2").utf8).write(to: file)
      await Self.soon(browser, "document.getElementById('tweak-presentDuration').value === '1.5'")
      let values = try await browser.executeScript(
        "return ['tweak-overlayAlpha', 'tweak-overlayAlpha-error', 'tweak-json'].map(id => { const e = document.getElementById(id); return e.tagName === 'INPUT' ? e.value : e.textContent; })"
      )
      #expect(values[0]?.string == "3", "the typed value stays: \(values)")
      #expect(values[1]?.string?.isEmpty == false, "its refusal stays: \(values)")
      #expect(
        Self.object(values[2]?.string) == [
          "preset": "pop-grow", "presentDuration": "1.5", "overlayAlpha": "0.2",
        ],
        "the JSON is the new file's: \(values)")
      #expect(
        try await browser.executeScript("return new URLSearchParams(location.search).has('style')").bool
          == false)
    }
    withExtendedLifetime((folder, server)) {}
  }
}
