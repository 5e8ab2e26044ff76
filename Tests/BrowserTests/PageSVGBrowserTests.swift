import Foundation
import TestSupport
import Testing

/// Every page that draws SVG (the gallery's curves, the QA page's curve, the report's chart) as
/// Chromium renders it: each shape the server wrote is a shape on screen, none swallowed by another.
@Suite(.serialized, .sharedBrowser)
struct PageSVGBrowserTests {
  /// Per shape name, how many the page's HTML source holds and how many Chromium renders (in an
  /// `<svg>`, not inside another shape: in HTML an unclosed `<line>` holds every later sibling).
  static let shapeCounts = """
    return (async () => {
      const html = await (await fetch(location.href, { cache: 'no-store' })).text();
      const shapes = ['line', 'rect', 'polyline', 'text', 'path', 'circle'];
      const source = {}, rendered = {};
      for (const name of shapes) {
        source[name] = (html.match(new RegExp('<' + name + '[\\\\s/>]', 'g')) || []).length;
        rendered[name] = [...document.querySelectorAll('svg ' + name)]
          .filter(e => e.parentElement.closest(shapes.join(',')) === null).length;
      }
      return { source, rendered };
    })();
    """

  /// Posts a small A/B sample: both variants get impressions and taps, so B has a lift and both intervals.
  static func seedReport(_ server: ServerProcess) async throws {
    var events: [String] = []
    for i in 0..<40 {
      let variant = i % 2 == 0 ? "A" : "B"
      events.append(
        "{\"id\":\"svg-imp-\(i)\",\"campaign\":\"summer-sale\",\"variant\":\"\(variant)\",\"type\":\"impression\",\"user\":\"u\(i)\"}"
      )
      if i % 4 < 2 || (variant == "B" && i % 8 == 3) {
        events.append(
          "{\"id\":\"svg-tap-\(i)\",\"campaign\":\"summer-sale\",\"variant\":\"\(variant)\",\"type\":\"tap\",\"user\":\"u\(i)\"}"
        )
      }
    }
    let answer = try await HTTPClient.request(
      server.baseURL.appendingPathComponent("api/events"), method: "POST",
      headers: ["Content-Type": "application/json"],
      body: Data("{\"events\":[\(events.joined(separator: ","))]}".utf8))
    #expect(answer.status == 200, "\(answer.text)")
  }

  @Test(arguments: ["/", "/preview/summer-sale?variant=B", "/report/summer-sale"])
  func everyShapeOfThePageIsRendered(path: String) async throws {
    let server = try ServerProcess()
    if path.hasPrefix("/report") { try await Self.seedReport(server) }
    let name =
      "PageSVGBrowserTests.everyShape"
      + path.replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "?", with: "_").replacingOccurrences(of: "=", with: "_")
    try await withBrowser(name: name) { browser in
      try await browser.navigate(to: URL(string: path, relativeTo: server.baseURL)!.absoluteURL)
      let counts = try await browser.executeScript(Self.shapeCounts)
      #expect(counts["source"] == counts["rendered"], "\(path): \(counts)")
      #expect((counts["rendered"]?["line"]?.int ?? 0) > 0, "\(path) draws lines: \(counts)")
      if path.hasPrefix("/report") {
        // B's lift over A: a dot, the fixed-horizon line (with two end ticks), the always-valid band.
        #expect(counts["rendered"]?["circle"] == 1, "\(counts)")
        let kinds = try await browser.executeScript(
          "return ['always-valid', 'fixed-horizon', 'tick', 'zero'].map(c => document.querySelectorAll('svg line.' + c).length)"
        )
        #expect(kinds == [1, 1, 2, 1], "\(kinds)")
        let labels = try await browser.executeScript(
          "return [...document.querySelectorAll('svg text')].map(t => t.textContent)")
        #expect(labels.array?.contains("B") == true, "\(labels)")
        #expect(labels.array?.contains("0") == true, "\(labels)")
      } else {
        let curves = try await browser.executeScript(
          "return [...document.querySelectorAll('svg polyline')].filter(p => p.getBBox().width > 0).length")
        let charts = try await browser.executeScript(
          "return [...document.querySelectorAll('svg')].filter(s => s.getBoundingClientRect().width > 0).length"
        )
        #expect(
          (charts.int ?? 0) > 0 && curves.int == 2 * (charts.int ?? 0),
          "a present and a dismiss curve in every chart shown")
      }
    }
  }
}
