import Foundation
import TestSupport
import Testing

/// The report page as Chromium shows it, with events posted through the real server: the lift chart
/// draws every compared variant with both intervals, the verdict turns from "no difference
/// established" to "B wins" as events for a true lift arrive, and the source and date controls (a
/// plain GET form) change the figures and the URL.
@Suite(.serialized, .sharedBrowser)
struct ReportPageBrowserTests {
  /// Users `range` of `variant`: one impression each, a tap for every `tapEvery`-th user, a close for
  /// the others.
  static func events(
    campaign: String = "summer-sale", variant: String, users range: Range<Int>, tapEvery: Int,
    source: String = "app", prefix: String = "rp"
  ) -> [String] {
    range.flatMap { i -> [String] in
      let user = "\(prefix)-\(variant)-\(i)"
      let common =
        "\"campaign\":\"\(campaign)\",\"variant\":\"\(variant)\",\"user\":\"\(user)\",\"source\":\"\(source)\""
      let second =
        i % tapEvery == 0
        ? "{\"id\":\"\(user)-tap\",\"type\":\"tap\",\(common)}"
        : "{\"id\":\"\(user)-close\",\"type\":\"close\",\"trigger\":\"overlay\",\(common)}"
      return ["{\"id\":\"\(user)-imp\",\"type\":\"impression\",\(common)}", second]
    }
  }

  static func post(_ server: ServerProcess, _ events: [String]) async throws {
    for start in stride(from: 0, to: events.count, by: 500) {
      let batch = events[start..<min(start + 500, events.count)].joined(separator: ",")
      let answer = try await HTTPClient.request(
        server.baseURL.appendingPathComponent("api/events"), method: "POST",
        headers: ["Content-Type": "application/json"], body: Data("{\"events\":[\(batch)]}".utf8))
      #expect(answer.status == 200 && answer.text.contains("\"rejected\":[]"), "\(answer.text.prefix(300))")
    }
  }

  static let verdictOfB = "document.querySelector('.verdict[data-variant=\"B\"]').textContent"

  @Test func theVerdictTurnsToBWinsAsEventsForATrueLiftArrive() async throws {
    let server = try ServerProcess()
    // A true lift: 10 % of A's users tap, 20 % of B's.
    try await Self.post(
      server,
      Self.events(variant: "A", users: 0..<150, tapEvery: 10)
        + Self.events(variant: "B", users: 0..<150, tapEvery: 5))
    try await withBrowser(name: "ReportPageBrowserTests.verdict") { browser in
      let page = server.baseURL.appendingPathComponent("report/summer-sale")
      try await browser.navigate(to: page)
      let early = try await browser.executeScript("return " + Self.verdictOfB).string ?? ""
      #expect(early.contains("no difference established yet"), "\(early)")
      #expect(!early.contains("wins"), "\(early)")
      try await Self.post(
        server,
        Self.events(variant: "A", users: 150..<1500, tapEvery: 10)
          + Self.events(variant: "B", users: 150..<1500, tapEvery: 5))
      try await browser.navigate(to: page)
      let late = try await browser.executeScript("return " + Self.verdictOfB).string ?? ""
      #expect(late.contains("B taps") && late.hasSuffix("B wins."), "\(late)")
      #expect(
        try await browser.executeScript(
          "return document.querySelector('.verdict[data-variant=\"B\"]').dataset.outcome") == "wins")
      let progress = try await browser.executeScript("return document.querySelector('.progress').textContent")
      #expect(progress.string?.hasPrefix("3000 users so far") == true, "\(progress)")
    }
  }

  @Test func theChartDrawsEveryVariantsLiftWithBothIntervals() async throws {
    let folder = try CampaignFolder()
    try folder.writeCampaign(
      "three.json",
      """
      {"id": "three", "title": "Three", "banner": "banners/a.svg", "actionURL": "https://example.com/three",
       "plannedUsers": 1200,
       "variants": [{"id": "A", "style": "pop-grow"}, {"id": "B", "style": "pop-shrink"},
                    {"id": "C", "style": "campaign-fade"}]}
      """)
    let server = try ServerProcess(arguments: [
      "--campaigns", folder.campaigns, "--public", folder.publicFolder,
    ])
    try await Self.post(
      server,
      Self.events(campaign: "three", variant: "A", users: 0..<200, tapEvery: 10)
        + Self.events(campaign: "three", variant: "B", users: 0..<200, tapEvery: 6)
        + Self.events(campaign: "three", variant: "C", users: 0..<200, tapEvery: 12))
    try await withBrowser(name: "ReportPageBrowserTests.chart") { browser in
      try await browser.navigate(to: server.baseURL.appendingPathComponent("report/three"))
      let counts = try await browser.executeScript(PageSVGBrowserTests.shapeCounts)
      #expect(counts["source"] == counts["rendered"], "\(counts)")
      // Per compared variant (B, C): a dot, a fixed-horizon line, an always-valid band, each drawn
      // with a width on screen; the dot inside both intervals, the fixed one inside the always-valid.
      let drawn = try await browser.executeScript(
        """
        const shown = s => [...document.querySelectorAll('svg.lift-chart ' + s)]
          .filter(e => e.getBoundingClientRect().width > 0 || e.getBoundingClientRect().height > 0);
        const box = e => e.getBoundingClientRect();
        return ['B', 'C'].map(v => {
          const av = shown('line.always-valid[data-variant="' + v + '"]');
          const fh = shown('line.fixed-horizon[data-variant="' + v + '"]');
          const dot = shown('circle.lift[data-variant="' + v + '"]');
          if (av.length !== 1 || fh.length !== 1 || dot.length !== 1) return v + ': ' + [av.length, fh.length, dot.length];
          const a = box(av[0]), f = box(fh[0]), d = box(dot[0]), c = (d.left + d.right) / 2;
          return a.left <= f.left + 0.5 && f.right <= a.right + 0.5 && f.left <= c && c <= f.right && f.width > 2
            ? 'ok' : v + ': ' + JSON.stringify([a, f, d]);
        });
        """)
      #expect(drawn == ["ok", "ok"], "\(drawn)")
      #expect(
        try await browser.executeScript(
          "return document.querySelectorAll('svg.lift-chart line.zero').length") == 1)
      let labels = try await browser.executeScript(
        "return [...document.querySelectorAll('svg.lift-chart text.variant-label')].map(t => t.textContent)")
      #expect(labels == ["B", "C"])
      let verdicts = try await browser.executeScript(
        "return [...document.querySelectorAll('.verdict')].map(p => p.dataset.variant)")
      #expect(verdicts == ["B", "C"])
      let progress = try await browser.executeScript("return document.querySelector('.progress').textContent")
      #expect(progress.string?.contains("50 % of the 1200 planned") == true, "\(progress)")
    }
  }

  @Test func theSourceAndDateControlsChangeTheFiguresAndTheURL() async throws {
    let server = try ServerProcess()
    try await Self.post(
      server,
      Self.events(variant: "A", users: 0..<120, tapEvery: 10)
        + Self.events(variant: "B", users: 0..<110, tapEvery: 8)
        + Self.events(variant: "A", users: 0..<30, tapEvery: 2, source: "preview", prefix: "qa"))
    let users =
      "document.querySelector('.per-variant tr[data-variant=\"A\"] td[data-label=\"Users\"]').textContent"
    try await withBrowser(name: "ReportPageBrowserTests.controls") { browser in
      try await browser.navigate(to: server.baseURL.appendingPathComponent("report/summer-sale"))
      #expect(try await browser.executeScript("return " + users) == "120")
      #expect(
        try await browser.executeScript("return document.getElementById('report-source').value") == "app")
      try await browser.executeScript("document.getElementById('report-source').value = 'all'")
      try await browser.click(try await browser.findElement("#report-apply"))
      try await browser.waitUntil("location.search.includes('source=all')", timeout: .seconds(10))
      try await browser.waitUntil(users + " === '150'", timeout: .seconds(10))
      #expect(
        try await browser.executeScript("return document.getElementById('report-source').value") == "all")
      try await browser.executeScript("document.getElementById('report-source').value = 'preview'")
      try await browser.click(try await browser.findElement("#report-apply"))
      try await browser.waitUntil(
        "location.search.includes('source=preview') && \(users) === '30'", timeout: .seconds(10))
      // A date range after today: nobody yet.
      try await browser.executeScript("document.getElementById('report-from').value = '2099-01-01'")
      try await browser.click(try await browser.findElement("#report-apply"))
      try await browser.waitUntil(
        "location.search.includes('from=2099-01-01') && \(users) === '0'", timeout: .seconds(10))
      let url = try await browser.currentURL()
      #expect(url.query?.contains("source=preview") == true, "\(url)")
      #expect(
        try await browser.executeScript("return document.getElementById('report-from').value") == "2099-01-01"
      )
      let csv = try await browser.executeScript(
        "return document.querySelector('nav a[href*=\"format=csv\"]').href")
      #expect(
        csv.string?.contains("from=2099-01-01") == true && csv.string?.contains("source=preview") == true)
    }
  }
}
