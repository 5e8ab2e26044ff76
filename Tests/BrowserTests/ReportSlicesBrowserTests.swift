import Foundation
import TestSupport
import Testing

/// The report page's slices (issue 43, part 3) as a QA engineer uses them, in Chromium with its HTTP
/// cache on: the "Slices" control chosen with the keyboard alone, the device slices drawn with the
/// tablet slice flagged (B works on tablets only), back to the unsliced page and forward again, a
/// reload and the page's own refresh keeping the slices and the control's value.
@Suite(.serialized, .sharedBrowser)
struct ReportSlicesBrowserTests {
  /// 1,000 users, 30 % on tablets; a user taps with probability 15 %, B's tablet users 80 %.
  static func events() -> [String] {
    var random = SplitMix64(seed: 7)
    return (0..<1000).flatMap { i -> [String] in
      let variant = (i / 10) % 2 == 0 ? "A" : "B"
      let tablet = i % 10 < 3
      let common =
        "\"campaign\":\"summer-sale\",\"variant\":\"\(variant)\",\"user\":\"sl-\(i)\","
        + "\"device\":\"\(tablet ? "tablet" : "phone")\""
      var events = ["{\"id\":\"sl-\(i)-imp-0\",\"type\":\"impression\",\(common)}"]
      events.append("{\"id\":\"sl-\(i)-imp-1\",\"type\":\"impression\",\(common)}")
      if random.unit() < (tablet && variant == "B" ? 0.8 : 0.15) {
        events.append("{\"id\":\"sl-\(i)-tap-0\",\"type\":\"tap\",\(common)}")
      }
      return events
    }
  }

  static let state = """
    const s = document.querySelector('section.slices');
    return JSON.stringify({
      by: document.getElementById('report-by').value,
      slices: s ? [...s.querySelectorAll('section.slice h3')].map(h => h.textContent) : null,
      flagged: s ? [...s.querySelectorAll('section.slice[data-differs]')].map(e => e.dataset.sliceIndex) : null,
      differs: s ? [...s.querySelectorAll('p.heterogeneity')].map(p => p.dataset.differs) : null,
      search: location.search });
    """

  @Test func theSlicesControlWorksWithTheKeyboardAndSurvivesBackForwardAndReload() async throws {
    let server = try ServerProcess()
    try await ReportPageBrowserTests.post(server, Self.events())
    try await withBrowser(name: "ReportSlicesBrowserTests.keyboard") { browser in
      func state() async throws -> String { try await browser.executeScript(Self.state).string ?? "" }
      try await browser.navigate(to: server.baseURL.appendingPathComponent("report/summer-sale"))
      let plain = try await state()
      #expect(plain.contains(#""by":"""#) && plain.contains(#""slices":null"#), "\(plain)")
      // Keyboard only: focus the control, arrow down twice (none → app version → device), Tab to
      // "Show", Enter.
      try await browser.executeScript("document.getElementById('report-by').focus()")
      try await browser.pressKeys([.arrowDown, .arrowDown])
      #expect(
        try await browser.executeScript("return document.getElementById('report-by').value") == "device")
      try await browser.pressKey(.tab)
      #expect(try await browser.executeScript("return document.activeElement.id") == "report-apply")
      try await browser.pressKey(.enter)
      try await browser.waitUntil("location.search.includes('by=device')", timeout: .seconds(10))
      let sliced = try await state()
      let expected =
        #""by":"device","slices":["\"phone\": 700 units","\"tablet\": 300 units"],"#
        + #""flagged":["1"],"differs":["true"]"#
      #expect(sliced.contains(expected), "\(sliced)")
      try await browser.back()
      try await browser.waitUntil("!location.search.includes('by=device')", timeout: .seconds(10))
      let back = try await state()
      #expect(back == plain, "\(back)")
      try await browser.forward()
      try await browser.waitUntil("location.search.includes('by=device')", timeout: .seconds(10))
      #expect(try await state() == sliced)
      try await browser.reload()
      #expect(try await state() == sliced)
      // The page's own refresh (report.js swaps all but the form) keeps the slices.
      try await browser.navigate(
        to: URL(string: "\(server.baseURL)/report/summer-sale?by=device&refresh=1")!)
      try await browser.executeScript("document.querySelector('section.slices').dataset.marker = 'old'")
      try await browser.waitUntil(
        "document.querySelector('section.slices') && !document.querySelector('section.slices').dataset.marker",
        timeout: .seconds(10))
      let refreshed = try await state()
      #expect(refreshed.contains(expected), "\(refreshed)")
    }
  }
}
