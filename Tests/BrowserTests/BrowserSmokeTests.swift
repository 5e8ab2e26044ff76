import Foundation
import TestSupport
import Testing

/// The harness against a real `dialog-preview serve` and a real headless Chromium: one browser for
/// the whole suite.
@Suite(.serialized, .sharedBrowser)
struct BrowserSmokeTests {
  @Test func readsTheTitleTheURLAndAComputedStyle() async throws {
    let site = try SmokeSite()
    try await withBrowser { browser in
      try await browser.navigate(to: site.page)
      #expect(try await browser.title() == "Smoke page")
      #expect(try await browser.currentURL() == site.page)
      let style = try await browser.executeScript(
        "const s = getComputedStyle(document.getElementById(arguments[0])); return [s.backgroundColor, s.width]",
        "card")
      #expect(style == ["rgb(10, 20, 30)", "120px"])
    }
  }

  @Test func readsOpacityAtSeekedInstantsOfAPausedAnimation() async throws {
    let site = try SmokeSite()
    try await withBrowser { browser in
      try await browser.navigate(to: site.page)
      try await browser.executeScript("document.getElementById('card').classList.add('fading')")
      let count = try await browser.executeScript(
        "const all = document.getAnimations(); all.forEach(a => a.pause()); return all.length")
      #expect(count == 1)
      for milliseconds in [0.0, 250, 500, 750, 1000] {
        let opacity = try await browser.executeScript(
          """
          document.getAnimations().forEach(a => { a.currentTime = arguments[0]; });
          return Number(getComputedStyle(document.getElementById('card')).opacity);
          """, .number(milliseconds))
        let expected = milliseconds / 1000  // linear 0 → 1 over 1000 ms
        #expect(abs((opacity.double ?? -1) - expected) <= 0.001, "at \(milliseconds) ms: \(opacity)")
      }
    }
  }

  @Test func clicksTypesAndReadsElements() async throws {
    let site = try SmokeSite()
    try await withBrowser { browser in
      try await browser.navigate(to: site.page)
      let button = try await browser.findElement("#button")
      try await browser.click(button)
      try await browser.waitUntil("window.__clicks === 1")
      #expect(try await browser.text(of: browser.findElement("#log")) == "clicked 1")
      #expect(try await browser.attribute("type", of: button) == "button")
      #expect(try await browser.attribute("data-missing", of: button) == nil)
      let field = try await browser.findElement("#name")
      try await browser.sendKeys("hello", to: field)
      #expect(try await browser.property("value", of: field) == "hello")
      #expect(try await browser.findElements("button, input").count == 2)
    }
  }

  @Test func escapeReachesTheKeyHandler() async throws {
    let site = try SmokeSite()
    try await withBrowser { browser in
      try await browser.navigate(to: site.page)
      try await browser.pressKey(.escape)
      let keys = try await browser.waitUntil("window.__keys.length > 0 && window.__keys")
      #expect(keys == ["Escape"])
    }
  }

  @Test func collectsMessagesFromACrossOriginFrame() async throws {
    let pages = try BrowserPageServer(pages: SmokeSite.framedPages)
    let child = pages.otherOriginBaseURL.appendingPathComponent("child.html")
    try await withBrowser { browser in
      try await browser.navigate(to: pages.messageHarness(framing: child))
      let hello = try await browser.waitForMessage("d => d.type === 'hello'")
      #expect(hello.data == ["type": "hello", "title": "Child page"])
      #expect(hello.origin == pages.otherOriginBaseURL.absoluteString)
      #expect(hello.fromFrame)
      try await browser.postToFrame(["type": "ping"])
      try await browser.waitForMessage("d => d.type === 'pong'", after: 1)
      #expect(
        try await browser.messages().map(\.data) == [
          ["type": "hello", "title": "Child page"], ["type": "pong"],
        ])

      try await browser.switchToFrame(browser.findElement("#frame"))
      #expect(try await browser.executeScript("return document.body.textContent") == "child")
      try await browser.switchToParentFrame()
      #expect(try await browser.executeScript("return document.title") == "message harness")
    }
  }

  @Test func theMessageHarnessRunsUnderTheServersCSP() async throws {
    let site = try SmokeSite()
    let harness = BrowserMessageHarness.url(servedAt: site.server.baseURL, framing: site.page)
    try await withBrowser { browser in
      try await browser.navigate(to: harness)
      try await browser.waitUntil("Array.isArray(window.__messages) && document.getElementById('frame').src")
    }
  }

  @Test func setsAnExactViewportAndTakesAScreenshotOfIt() async throws {
    try await withBrowser { browser in
      try await browser.setViewport(width: 390, height: 844, deviceScaleFactor: 2)
      let size = try await browser.executeScript("return [innerWidth, innerHeight, devicePixelRatio]")
      #expect(size == [390, 844, 2])
      let png = try await browser.screenshot()
      #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
      #expect(PNGSize(png) == PNGSize(width: 780, height: 1688))
    }
  }
}

/// Width and height from a PNG's IHDR chunk.
struct PNGSize: Equatable {
  let width: Int
  let height: Int
  init(width: Int, height: Int) { (self.width, self.height) = (width, height) }
  init?(_ png: Data) {
    guard png.count >= 24 else { return nil }
    let bytes = [UInt8](png[16..<24])
    width = bytes[0..<4].reduce(0) { $0 << 8 | Int($1) }
    height = bytes[4..<8].reduce(0) { $0 << 8 | Int($1) }
  }
}
