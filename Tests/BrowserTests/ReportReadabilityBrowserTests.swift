import Foundation
import TestSupport
import Testing

/// The report as read on a laptop and a phone (issue 40, point 7): no figure split over two lines, the
/// lift chart's text at least 11 px on screen, and the page's own refresh leaves a filter being typed
/// alone.
@Suite(.serialized, .sharedBrowser)
struct ReportReadabilityBrowserTests {
  static let sizes = [(390, 844), (1280, 800)]

  /// Posts an A/B sample with four-digit counts (the widest figures a report shows often).
  static func seed(_ server: ServerProcess) async throws {
    try await ReportPageBrowserTests.post(
      server,
      ReportPageBrowserTests.events(variant: "A", users: 0..<1100, tapEvery: 10)
        + ReportPageBrowserTests.events(variant: "B", users: 0..<1050, tapEvery: 7))
  }

  /// Every table cell whose text runs over more than one line, with its lines' count.
  static let wrappedCells = """
    return [...document.querySelectorAll('.report-table td')].flatMap(td => {
      const range = document.createRange(); range.selectNodeContents(td);
      const tops = new Set([...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top)));
      return tops.size === 1 ? [] : [td.dataset.label + ': ' + td.textContent + ' (' + tops.size + ' lines)'];
    });
    """

  /// Every chart text as rendered: its font size times the SVG's scale, and its box's height.
  static let chartText = """
    return [...document.querySelectorAll('svg.lift-chart text')].map(t => {
      const scale = t.ownerSVGElement.getScreenCTM().a;
      return { text: t.textContent, size: parseFloat(getComputedStyle(t).fontSize) * scale,
        height: t.getBoundingClientRect().height };
    });
    """

  @Test(arguments: sizes)
  func figuresStayOnOneLineAndChartTextIsReadable(width: Int, height: Int) async throws {
    let server = try ServerProcess()
    try await Self.seed(server)
    try await withBrowser(name: "ReportReadabilityBrowserTests.\(width)x\(height)") { browser in
      try await browser.setViewport(width: width, height: height)
      try await browser.navigate(to: server.baseURL.appendingPathComponent("report/summer-sale"))
      let cells = try await browser.executeScript(
        "return document.querySelectorAll('.report-table td').length")
      #expect((cells.int ?? 0) >= 30, "\(cells)")
      let wrapped = try await browser.executeScript(Self.wrappedCells)
      #expect(wrapped == [], "\(width)×\(height): figures split over lines: \(wrapped)")
      let texts = try await browser.executeScript(Self.chartText).array ?? []
      #expect(texts.count >= 4, "\(texts)")
      for text in texts {
        let size = text["size"]?.double ?? 0
        let box = text["height"]?.double ?? 0
        #expect(size >= 11 && box >= 11, "\(width)×\(height): chart text \(text)")
      }
      // Nothing passes the window's right edge.
      let overflow = try await browser.executeScript(PageLayoutBrowserTests.overflow)
      #expect(overflow["out"] == [], "\(width)×\(height): \(overflow)")
    }
  }

  @Test func aFilterBeingTypedSurvivesTheRefresh() async throws {
    let server = try ServerProcess()
    try await ReportPageBrowserTests.post(
      server, ReportPageBrowserTests.events(variant: "A", users: 0..<100, tapEvery: 10))
    let users =
      "document.querySelector('.per-variant tr[data-variant=\"A\"] td[data-label=\"Users\"]').textContent"
    // Without script the page still reloads itself, as before.
    let page = try await HTTPClient.request(server.baseURL.appendingPathComponent("report/summer-sale"))
    #expect(page.text.contains("<noscript><meta http-equiv=\"refresh\" content=\"30\"></noscript>"))
    try await withBrowser { browser in
      // `?refresh=1`: the page's script refreshes every second instead of every 30.
      try await browser.navigate(
        to: URL(string: server.baseURL.absoluteString + "/report/summer-sale?refresh=1")!)
      #expect(try await browser.executeScript("return " + users) == "100")
      try await browser.executeScript(
        "window.__notReloaded = true; document.getElementById('report-from').focus();")
      // Month and day typed, the year not yet.
      try await browser.pressKeys(["0", "3", "1", "5"].map(WebDriverKey.init))
      // New events: the refresh shows them, around the form.
      try await ReportPageBrowserTests.post(
        server, ReportPageBrowserTests.events(variant: "A", users: 100..<150, tapEvery: 10))
      try await browser.waitUntil(users + " === '150'", timeout: .seconds(5))
      let refreshed = try await browser.waitUntil(
        "Number(document.querySelector('main.report').dataset.refreshed) >= 1 && document.querySelector('main.report').dataset.refreshed"
      )
      #expect(try await browser.executeScript("return window.__notReloaded === true") == true, "\(refreshed)")
      #expect(try await browser.executeScript("return document.activeElement.id") == "report-from")
      // The year completes the date the reader began before the refresh.
      try await browser.pressKeys(["2", "0", "2", "6"].map(WebDriverKey.init))
      #expect(
        try await browser.executeScript("return document.getElementById('report-from').value") == "2026-03-15"
      )
      // Another refresh still leaves it, then Show applies it.
      let count = Int(refreshed.string ?? "") ?? 1
      try await browser.waitUntil(
        "Number(document.querySelector('main.report').dataset.refreshed) > arguments[0]",
        timeout: .seconds(5),
        .number(Double(count)))
      #expect(
        try await browser.executeScript("return document.getElementById('report-from').value") == "2026-03-15"
      )
      try await browser.click(try await browser.findElement("#report-apply"))
      try await browser.waitUntil("location.search.includes('from=2026-03-15')", timeout: .seconds(10))
      try await browser.expectNoCSPViolations("after the refreshes")
    }
  }
}
