import Foundation
import TestSupport
import Testing

/// The pages fit a laptop (1280 × 800) and a phone (390 × 844): nothing runs past the right edge, the
/// report table shows every column, the simulated phone and its phase label fit the window.
@Suite(.serialized, .sharedBrowser)
struct PageLayoutBrowserTests {
  static let sizes = [(1280, 800), (390, 844)]

  /// Elements (tag#id.class) whose right edge passes the viewport's, and the page's scroll width.
  static let overflow = """
    const w = innerWidth; const out = [...document.querySelectorAll('body *')].filter(e => {
      const r = e.getBoundingClientRect(); return r.width > 0 && r.right > w + 0.5; })
      .map(e => e.tagName + (e.id ? '#' + e.id : '') + (e.className && e.className.baseVal === undefined ? '.' + e.className : ''));
    return { scrollWidth: document.documentElement.scrollWidth, width: w, out: out.slice(0, 8) };
    """

  @Test(
    arguments: sizes.flatMap { size in
      ["iphone-se", "iphone-15", "iphone-15-pro-max"].map { (size.0, size.1, $0) }
    })
  func theQAPageFitsTheWindow(width: Int, height: Int, device: String) async throws {
    let server = try ServerProcess()
    let user = String(repeating: "w", count: 128)
    try await withBrowser(name: "PageLayoutBrowserTests.qa-\(width)x\(height)-\(device)") { browser in
      try await browser.setViewport(width: width, height: height)
      try await browser.navigate(
        to: URL(
          string: "/preview/summer-sale?variant=A&device=\(device)&user=\(user)", relativeTo: server.baseURL)!
          .absoluteURL)
      try await browser.waitUntil(
        "document.getElementById('qa-phase').textContent.startsWith('present')", timeout: .seconds(10))
      let overflow = try await browser.executeScript(Self.overflow)
      #expect(overflow["out"] == [], "\(width)×\(height) \(device): \(overflow)")
      #expect(overflow["scrollWidth"] == overflow["width"], "\(overflow)")
      let fits = try await browser.executeScript(
        """
        const f = document.querySelector('.qa-frame').getBoundingClientRect();
        const p = document.getElementById('qa-phase').getBoundingClientRect();
        return { frame: [f.left, f.top, f.right, f.bottom], phase: p.bottom, width: innerWidth, height: innerHeight };
        """)
      let frame = (fits["frame"]?.array ?? []).compactMap(\.double)
      #expect(
        frame.count == 4 && frame[0] >= 0 && frame[2] <= Double(width) && frame[3] <= Double(height),
        "\(fits)")
      #expect(
        (fits["phase"]?.double ?? .infinity) <= Double(height), "the phase label is above the fold: \(fits)")
    }
  }

  @Test(arguments: sizes)
  func theReportTableShowsEveryColumn(width: Int, height: Int) async throws {
    let server = try ServerProcess()
    try await PageSVGBrowserTests.seedReport(server)
    try await withBrowser(name: "PageLayoutBrowserTests.report-\(width)x\(height)") { browser in
      try await browser.setViewport(width: width, height: height)
      try await browser.navigate(to: server.baseURL.appendingPathComponent("report/summer-sale"))
      let overflow = try await browser.executeScript(Self.overflow)
      #expect(overflow["out"] == [], "\(width)×\(height): \(overflow)")
      #expect(overflow["scrollWidth"] == overflow["width"], "\(overflow)")
      // No cell is hidden in a scrolled box: each lies inside the table's visible area.
      let hidden = try await browser.executeScript(
        """
        return [...document.querySelectorAll('.report-table')].flatMap(t => { const box = t.getBoundingClientRect();
          return [...t.querySelectorAll('th, td')].filter(c => { const r = c.getBoundingClientRect();
            return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5); }).map(c => c.textContent); });
        """)
      #expect(hidden == [], "\(width)×\(height): cells cut off: \(hidden)")
      #expect(
        try await browser.executeScript(
          "return [...document.querySelectorAll('.report-table')].every(t => t.scrollWidth <= t.clientWidth)")
          == true)
      #expect(
        try await browser.executeScript("return document.querySelectorAll('.report-table').length") == 2)
      // The verdict comes first, above the fold, and the chart fits the window.
      let placement = try await browser.executeScript(
        """
        const v = document.querySelector('.verdict').getBoundingClientRect();
        const c = document.querySelector('svg.lift-chart').getBoundingClientRect();
        return v.top < innerHeight && c.right <= innerWidth + 0.5 && c.width > 200;
        """)
      #expect(placement == true, "\(width)×\(height)")
    }
  }
}
