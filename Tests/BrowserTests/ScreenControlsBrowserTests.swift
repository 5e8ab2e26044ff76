import Foundation
import TestSupport
import Testing

/// The screen's controls (issue 41 item 4) walked as a person does, in Chromium: on the QA page and
/// the compare view, pick iPad Pro 13", landscape, split 504, dark, AX3 and right to left (a click on
/// the option, and the keyboard's arrow on a picker); the URL carries each; the embed's screen gets
/// the container and trait classes and its layout width (`--dp-w`, computed) is 504; the big screen is
/// scaled into its column; reload, back and forward show the same state.
@Suite(.serialized, .sharedBrowser)
struct ScreenControlsBrowserTests {
  /// The query every walk ends at, in the order the pages write it.
  static let walked =
    "device=ipad-pro-13&orientation=landscape&split=504&appearance=dark&textSize=AX3&direction=rtl"
  static let classes = [
    "dp-device-ipad-pro-13", "dp-landscape", "dp-split-504", "dp-dark", "dp-text-AX3", "dp-rtl",
  ]

  /// The `.dp-screen` of `frame` (a JavaScript expression giving the iframe): its classes and its
  /// computed `--dp-w`, once its document is loaded and presented.
  static func screen(_ frame: String) -> String {
    """
    (() => { const f = \(frame); const d = f && f.contentDocument; const s = d && d.querySelector('.dp-screen');
      if (!s || d.readyState !== 'complete' || d.documentElement.dataset.phase !== 'presented') return null;
      return { classes: Array.from(s.classList), w: getComputedStyle(s).getPropertyValue('--dp-w').trim(),
        width: s.getBoundingClientRect().width, src: f.getAttribute('src') }; })()
    """
  }

  /// Waits until the screen of `frame` has every class of ``classes`` (or, `walkedAll` false, lacks
  /// `dp-rtl`) and `--dp-w` 504.
  static func waitForScreen(_ browser: Browser, _ frame: String, rtl: Bool = true) async throws -> ScriptValue
  {
    let test = rtl ? "s.classes.includes('dp-rtl')" : "!s.classes.includes('dp-rtl')"
    return try await browser.waitUntil(
      "(s => s && \(test) && s.w === '504' && arguments[0].filter(c => c !== 'dp-rtl').every(c => s.classes.includes(c)) && s)(\(screen(frame)))",
      timeout: .seconds(20), .array(classes.map { .string($0) }))
  }

  /// Clicks the option `value` of the select `id`, as a person picks it from the list.
  static func pick(_ browser: Browser, _ id: String, _ value: String) async throws {
    try await browser.click(try await browser.findElement("#\(id) option[value=\"\(value)\"]"))
    try await browser.waitUntil(
      "document.getElementById(arguments[0]).value === arguments[1]", .string(id), .string(value))
  }

  /// Marks the current document, then waits for the next one (a navigation) to be complete.
  static func marked(_ browser: Browser) async throws {
    try await browser.executeScript("window.__before = true; return null")
  }
  static func waitForNextDocument(_ browser: Browser) async throws {
    try await browser.waitUntil(
      "!window.__before && document.readyState === 'complete'", timeout: .seconds(20))
  }

  /// The QA page's phone body: its screen's corner, the Home button (the frame's `::after`) and
  /// how far the body reaches below and beside the screen; whether it fits the window.
  static let body = """
    const f = document.querySelector('.qa-frame'), s = document.querySelector('.qa-screen');
    const button = getComputedStyle(f, '::after'), r = f.getBoundingClientRect(), q = s.getBoundingClientRect();
    const films = document.querySelector('.film .film-window');
    return { corner: getComputedStyle(s).borderTopLeftRadius,
      button: button.content === 'none' ? 'none' : button.width + ' ' + button.borderTopLeftRadius,
      below: Math.round(r.bottom - q.bottom), beside: Math.round(r.right - q.right),
      fits: r.bottom <= innerHeight + 0.5, film: films ? getComputedStyle(films).borderTopLeftRadius : '?' };
    """

  /// The iPhone SE drawn as one: a square screen, the round Home button under it (beside it in
  /// landscape), on the QA page, its filmstrip and the compare view; the Face ID iPhones keep their
  /// rounded screens and no button; the phone still fits the window.
  @Test func theIPhoneSEHasASquareScreenAndItsHomeButton() async throws {
    let server = try ServerProcess()
    let base = server.baseURL.absoluteString
    try await withBrowser { browser in
      _ = try await browser.setWindowRect(width: 1280, height: 800)
      try await browser.navigate(to: URL(string: base + "/preview/summer-sale?variant=A&device=iphone-se")!)
      try await browser.waitUntil("document.documentElement.dataset.liveVersion")
      let se = try await browser.executeScript(Self.body)
      #expect(se["corner"] == "0px" && se["film"] == "0px", "\(se)")
      #expect(se["button"] == "36px 50%", "\(se)")
      #expect((se["below"]?.double ?? 0) >= 50 && (se["beside"]?.double ?? 99) <= 12, "\(se)")
      #expect(se["fits"] == true, "\(se)")

      try await Self.pick(browser, "qa-orientation", "landscape")
      let landscape = try await browser.waitUntil(
        "(b => b.beside >= 50 && b)((() => { \(Self.body) })())")
      #expect(landscape["below"]?.double ?? 99 <= 12, "\(landscape)")
      #expect(landscape["corner"] == "0px" && landscape["fits"] == true, "\(landscape)")
      // The device picker says each screen's size as the orientation has it.
      let said = try await browser.executeScript(
        "return Array.from(document.querySelectorAll('#qa-device option')).slice(0, 2).map(o => o.textContent)"
      )
      #expect(said == ["iPhone SE · 667 × 375 pt", "iPhone 15 · 852 × 393 pt"], "\(said)")

      try await Self.pick(browser, "qa-orientation", "portrait")
      try await Self.pick(browser, "qa-device", "iphone-15")
      let faceID = try await browser.waitUntil(
        "(b => b.corner !== '0px' && b)((() => { \(Self.body) })())")
      #expect(faceID["button"] == "none" && faceID["film"] != "0px", "\(faceID)")
      // The frame's title names the device as people do, as the page's own markup does.
      #expect(
        try await browser.executeScript("return document.getElementById('qa-embed').title")
          == "Summer sale, variant A, iPhone 15")
      #expect((faceID["below"]?.double ?? 99) <= 12 && faceID["fits"] == true, "\(faceID)")

      try await browser.navigate(
        to: URL(string: base + "/compare/summer-sale?variants=A&devices=iphone-se,iphone-15")!)
      let corners = try await browser.executeScript(
        "return Array.from(document.querySelectorAll('.cmp-pane')).map(p => p.dataset.device + ' ' + getComputedStyle(p.querySelector('.cmp-window')).borderTopLeftRadius)"
      )
      #expect(corners == ["iphone-se 0px", "iphone-15 12px"], "\(corners)")
    }
    withExtendedLifetime(server) {}
  }

  @Test func theQAPageTakesEveryScreenControlIntoTheURLAndTheEmbed() async throws {
    let server = try ServerProcess()
    let url = URL(string: "/preview/summer-sale?variant=A", relativeTo: server.baseURL)!.absoluteURL
    try await withBrowser { browser in
      _ = try await browser.setWindowRect(width: 1280, height: 800)
      try await browser.navigate(to: url)
      try await browser.waitUntil(
        "document.getElementById('qa-phase').textContent === 'presented'", timeout: .seconds(20))
      #expect(try await browser.executeScript("return document.getElementById('qa-split').disabled") == true)
      try await Self.pick(browser, "qa-device", "ipad-pro-13")
      #expect(try await browser.executeScript("return document.getElementById('qa-split').disabled") == false)
      try await Self.pick(browser, "qa-orientation", "landscape")
      try await Self.pick(browser, "qa-split", "504")
      // Appearance from the keyboard: focus the picker, ↓ is dark.
      try await browser.executeScript("document.getElementById('qa-appearance').focus(); return null")
      try await browser.pressKey(.arrowDown)
      try await browser.waitUntil("document.getElementById('qa-appearance').value === 'dark'")
      try await Self.pick(browser, "qa-text-size", "AX3")
      try await Self.pick(browser, "qa-direction", "rtl")
      let embed = "document.getElementById('qa-embed')"
      let shown = try await Self.waitForScreen(browser, embed)
      #expect(shown["width"]?.double == 504, "the screen is 504 px wide in the embed: \(shown)")
      let query = try await browser.currentURL().query ?? ""
      #expect(query.contains(Self.walked), "the URL carries every control: \(query)")
      #expect(
        try await browser.executeScript("return \(embed).title").string?.hasSuffix(
          "iPad Pro 13\", landscape, split 504 pt, dark, AX3, rtl") == true)
      // A 1376-pt-wide iPad screen fits the stage's column: nothing past the right edge, the
      // frame within the window.
      let fit = try await browser.executeScript(
        """
        const f = document.querySelector('.qa-frame').getBoundingClientRect();
        return { right: f.right, bottom: f.bottom, scroll: document.documentElement.scrollWidth, width: innerWidth };
        """)
      #expect((fit["scroll"]?.double ?? 9999) <= (fit["width"]?.double ?? 0), "\(fit)")
      #expect((fit["right"]?.double ?? 9999) <= (fit["width"]?.double ?? 0), "\(fit)")
      // Reload: the same controls and the same screen.
      try await Self.marked(browser)
      try await browser.reload()
      try await Self.waitForNextDocument(browser)
      _ = try await Self.waitForScreen(browser, embed)
      for (id, value) in [
        ("qa-device", "ipad-pro-13"), ("qa-orientation", "landscape"), ("qa-split", "504"),
        ("qa-appearance", "dark"), ("qa-text-size", "AX3"), ("qa-direction", "rtl"),
      ] {
        #expect(
          try await browser.executeScript("return document.getElementById(arguments[0]).value", .string(id))
            .string == value, "\(id) after reload")
      }
      // Away to the compare view and back, then forward and back again.
      try await Self.marked(browser)
      try await browser.click(try await browser.findElement("a[data-compare-link]"))
      try await Self.waitForNextDocument(browser)
      try await Self.marked(browser)
      try await browser.back()
      try await Self.waitForNextDocument(browser)
      _ = try await Self.waitForScreen(browser, embed)
      #expect(try await browser.currentURL().query?.contains(Self.walked) == true)
      #expect(
        try await browser.executeScript("return document.getElementById('qa-text-size').value") == "AX3")
      try await Self.marked(browser)
      try await browser.forward()
      try await Self.waitForNextDocument(browser)
      try await Self.marked(browser)
      try await browser.back()
      try await Self.waitForNextDocument(browser)
      _ = try await Self.waitForScreen(browser, embed)
      // Back to an iPhone: the split picker is off and the URL drops split.
      try await Self.pick(browser, "qa-device", "iphone-15")
      try await browser.waitUntil("document.getElementById('qa-split').disabled")
      let phone = try await browser.currentURL().query ?? ""
      #expect(!phone.contains("split=") && phone.contains("orientation=landscape"), "\(phone)")
    }
  }

  @Test func theCompareViewTakesEveryScreenControlIntoTheURLAndItsFrames() async throws {
    let server = try ServerProcess()
    let url = URL(string: "/compare/summer-sale?variants=A", relativeTo: server.baseURL)!.absoluteURL
    try await withBrowser { browser in
      _ = try await browser.setWindowRect(width: 1280, height: 800)
      try await browser.navigate(to: url)
      try await CompareViewBrowserTests.waitForPhases(browser, "presented")
      #expect(try await browser.executeScript("return document.getElementById('cmp-split').disabled") == true)
      // The device as the form takes it: iPhone 15 unticked, iPad Pro 13" ticked, then Show.
      try await browser.click(
        try await browser.findElement(".cmp-pick[data-for=\"cmp-devices\"] input[value=\"iphone-15\"]"))
      try await browser.click(
        try await browser.findElement(".cmp-pick[data-for=\"cmp-devices\"] input[value=\"ipad-pro-13\"]"))
      #expect(
        try await browser.executeScript("return document.getElementById('cmp-devices').value")
          == "ipad-pro-13")
      #expect(
        try await browser.executeScript("return document.getElementById('cmp-split').disabled") == false)
      try await Self.marked(browser)
      try await browser.click(try await browser.findElement("#cmp-apply"))
      try await Self.waitForNextDocument(browser)
      // Each picker is a new view: pick, wait for it.
      for (id, value) in [
        ("cmp-orientation", "landscape"), ("cmp-split", "504"), ("cmp-appearance", "dark"),
        ("cmp-text-size", "AX3"), ("cmp-direction", "rtl"),
      ] {
        try await Self.marked(browser)
        try await browser.click(try await browser.findElement("#\(id) option[value=\"\(value)\"]"))
        try await Self.waitForNextDocument(browser)
        #expect(
          try await browser.executeScript("return document.getElementById(arguments[0]).value", .string(id))
            .string == value, "\(id)")
      }
      let frame = "document.querySelector('.cmp-embed')"
      _ = try await Self.waitForScreen(browser, frame)
      let query = try await browser.currentURL().query ?? ""
      #expect(query.contains("devices=ipad-pro-13"), "\(query)")
      for pair in Self.walked.split(separator: "&").dropFirst() {
        #expect(query.contains(pair), "the URL carries \(pair): \(query)")
      }
      #expect(
        try await browser.executeScript("return document.querySelector('.cmp-pane h2').textContent").string
          == "A · iPad Pro 13\", landscape, split 504 pt, dark, AX3, rtl · file")
      let scroll = try await browser.executeScript(
        "return [document.documentElement.scrollWidth, innerWidth]")
      #expect(
        (scroll[0]?.double ?? 9999) <= (scroll[1]?.double ?? 0), "nothing past the right edge: \(scroll)")
      // Reload keeps it; back is the view before rtl, forward rtl again.
      try await Self.marked(browser)
      try await browser.reload()
      try await Self.waitForNextDocument(browser)
      _ = try await Self.waitForScreen(browser, frame)
      try await Self.marked(browser)
      try await browser.back()
      try await Self.waitForNextDocument(browser)
      _ = try await Self.waitForScreen(browser, frame, rtl: false)
      #expect(
        try await browser.executeScript("return document.getElementById('cmp-direction').value") == "ltr")
      #expect(
        try await browser.executeScript("return document.getElementById('cmp-text-size').value") == "AX3")
      try await Self.marked(browser)
      try await browser.forward()
      try await Self.waitForNextDocument(browser)
      _ = try await Self.waitForScreen(browser, frame)
      #expect(
        try await browser.executeScript("return document.getElementById('cmp-direction').value") == "rtl")
      // From the keyboard: the picker changed keeps focus on the new view, so ↑ and ↓ walk its values.
      try await browser.executeScript("document.getElementById('cmp-direction').focus(); return null")
      try await Self.marked(browser)
      try await browser.pressKey(.arrowUp)
      try await Self.waitForNextDocument(browser)
      _ = try await Self.waitForScreen(browser, frame, rtl: false)
      #expect(try await browser.executeScript("return document.activeElement.id") == "cmp-direction")
      #expect(try await browser.currentURL().query?.contains("direction=") == false)
      try await Self.marked(browser)
      try await browser.pressKey(.arrowDown)
      try await Self.waitForNextDocument(browser)
      _ = try await Self.waitForScreen(browser, frame)
      #expect(try await browser.executeScript("return document.activeElement.id") == "cmp-direction")
    }
  }

  /// size=frame: the screen is the frame's viewport, laid out by the same rule, and follows a resize.
  @Test func aFrameSizedEmbedFillsItsFrameAndFollowsAResize() async throws {
    let server = try ServerProcess()
    let url = URL(string: "/embed/summer-sale?size=frame&variant=A", relativeTo: server.baseURL)!.absoluteURL
    try await withBrowser { browser in
      _ = try await browser.setWindowRect(width: 900, height: 700)
      try await browser.navigate(to: url)
      try await browser.waitUntil(
        "document.documentElement.dataset.phase === 'presented'", timeout: .seconds(20))
      let fills =
        "(() => { const s = document.querySelector('.dp-screen'), c = getComputedStyle(s), r = s.getBoundingClientRect();"
        + " return r.width === innerWidth && r.height === innerHeight && c.getPropertyValue('--dp-w').trim() === String(innerWidth)"
        + " && c.getPropertyValue('--dp-st').trim() === '0' && [innerWidth, innerHeight]; })()"
      let first = try await browser.waitUntil(fills)
      // The card lies inside the screen; the banner's ratio is the server's.
      let card = try await browser.executeScript(
        """
        const c = document.querySelector('[data-card]').getBoundingClientRect();
        return c.left >= 0 && c.top >= 0 && c.right <= innerWidth && c.bottom <= innerHeight &&
          getComputedStyle(document.querySelector('.dp-screen')).getPropertyValue('--dp-ratio').trim();
        """)
      #expect(card.string?.isEmpty == false, "the card inside the frame, a ratio set: \(card)")
      _ = try await browser.setWindowRect(width: 600, height: 500)
      let second = try await browser.waitUntil("(v => v && v[0] !== \(first[0]?.double ?? 0) && v)(\(fills))")
      #expect(second[0]?.double != first[0]?.double, "\(first) then \(second)")
    }
  }
}
