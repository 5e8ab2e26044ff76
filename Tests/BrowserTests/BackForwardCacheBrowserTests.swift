import Foundation
import TestSupport
import Testing

/// Pages kept in Chromium's back/forward cache don't hold a connection (issue 40, point 11): each page
/// closes its live-refresh stream when hidden and reopens it when shown again. Without that, six
/// cached pages each held a stream, HTTP/1.1's six connections per host were taken, and the seventh
/// page of one tab never loaded. And a page shown again catches up on an edit made meanwhile.
@Suite(.serialized, .sharedBrowser)
struct BackForwardCacheBrowserTests {
  /// What a page looks like once it presents: an embed presented, or every frame of a page holding one.
  enum Shows {
    case embed, gallery, qa, compare
  }

  /// Waits until the current page, at `path`, presents (`shows`).
  static func waitUntilPresents(_ browser: Browser, _ path: String, _ shows: Shows) async throws {
    try await browser.waitUntil(
      "location.pathname + location.search === arguments[0]", timeout: .seconds(10), .string(path))
    switch shows {
    case .embed: try await browser.waitForPresented()
    case .gallery: try await browser.waitForFrames(".thumb-embed")
    case .qa: try await browser.waitForFrames("#qa-embed")
    case .compare: try await browser.waitForFrames(".cmp-embed", in: ["presenting", "presented"])
    }
  }

  @Test func twentyPagesOpenedOneAfterAnotherInOneTabAllPresent() async throws {
    let server = try ServerProcess()
    enum Move {
      case open(String)
      case back, forward
    }
    let steps: [(Move, String, Shows)] = [
      (.open("/embed/new-feature"), "/embed/new-feature", .embed),
      (.open("/embed/app-update"), "/embed/app-update", .embed),
      (.open("/embed/summer-sale?variant=A"), "/embed/summer-sale?variant=A", .embed),
      (.open("/embed/summer-sale?variant=B"), "/embed/summer-sale?variant=B", .embed),
      (.open("/embed/welcome-back"), "/embed/welcome-back", .embed),
      (.open("/embed/refer-a-friend"), "/embed/refer-a-friend", .embed),
      (.open("/embed/weekend-flash-sale"), "/embed/weekend-flash-sale", .embed),
      (.back, "/embed/refer-a-friend", .embed),
      (.forward, "/embed/weekend-flash-sale", .embed),
      (.open("/"), "/", .gallery),
      (.open("/preview/summer-sale"), "/preview/summer-sale", .qa),
      (.open("/compare/summer-sale"), "/compare/summer-sale", .compare),
      (.open("/preview/new-feature"), "/preview/new-feature", .qa),
      (.back, "/compare/summer-sale", .compare),
      (.back, "/preview/summer-sale", .qa),
      (.forward, "/compare/summer-sale", .compare),
      (.open("/embed/summer-sale?variant=B&slow=2"), "/embed/summer-sale?variant=B&slow=2", .embed),
      (.open("/preview/app-update"), "/preview/app-update", .qa),
      (.open("/compare/weekend-flash-sale"), "/compare/weekend-flash-sale", .compare),
      (.open("/embed/welcome-back?device=iphone-se"), "/embed/welcome-back?device=iphone-se", .embed),
    ]
    #expect(steps.count == 20)
    try await withBrowser { browser in
      for (index, (move, path, shows)) in steps.enumerated() {
        let name: String
        switch move {
        case .open(let target): name = "page \(index + 1), opening \(target)"
        case .back: name = "page \(index + 1), back to \(path)"
        case .forward: name = "page \(index + 1), forward to \(path)"
        }
        try await step(name) {
          switch move {
          case .open(let target):
            try await browser.navigate(to: URL(string: server.baseURL.absoluteString + target)!)
          case .back: try await browser.back()
          case .forward: try await browser.forward()
          }
          try await Self.waitUntilPresents(browser, path, shows)
        }
        try await browser.expectNoCSPViolations(name)
      }
    }
  }

  /// The top-level page's campaign stylesheet for `edited` (swapped in by live refresh, `v=`) says `text`.
  static func ownSheetSays(_ text: String) -> String {
    """
    (() => { const l = document.querySelector('link[href^="/campaigns/edited.css"][href*="v="]:not([data-live-old])');
      return !!(l && l.sheet && Array.from(l.sheet.cssRules).some(r => r.cssText.includes('\(text)'))); })()
    """
  }

  @Test func anEditMadeWhileAPageWasCachedShowsWhenGoingBack() async throws {
    let folder = try CampaignFolder()
    let shipped = ServerProcess.repositoryRoot.appendingPathComponent("Public")
    for name in try FileManager.default.contentsOfDirectory(atPath: shipped.path) where name.contains(".") {
      try FileManager.default.copyItem(
        at: shipped.appendingPathComponent(name), to: URL(fileURLWithPath: folder.publicFolder + "/" + name))
    }
    try folder.writeCampaign("edited.json", LiveRefreshBrowserTests.campaign(alpha: "0.3"))
    let server = try ServerProcess(arguments: [
      "--campaigns", folder.campaigns, "--public", folder.publicFolder,
    ])
    defer { _ = server.stop() }
    let base = server.baseURL.absoluteString
    let file = URL(fileURLWithPath: folder.campaigns + "/edited.json")
    try await withBrowser { browser in
      // The QA page (its pages are `no-store`, so Chromium doesn't cache them: going back loads it
      // again), then an embed on its own, which holds its own stream and is cached when left.
      try await browser.navigate(to: URL(string: base + "/preview/edited?variant=B")!)
      try await browser.waitForFrames("#qa-embed")
      try await browser.navigate(to: URL(string: base + "/embed/edited?variant=B")!)
      try await browser.waitForPresented()
      let before = try await browser.waitUntil("document.documentElement.dataset.liveVersion")
      try await browser.executeScript(
        "window.__notReloaded = true; addEventListener('pageshow', e => { window.__restored = e.persisted; }); return null;"
      )
      // Away on a page without live refresh (the report) while the file changes.
      try await browser.navigate(to: URL(string: base + "/report/edited")!)
      try Data(LiveRefreshBrowserTests.campaign(alpha: "0.55", title: "Edited while away").utf8).write(
        to: file)
      let clock = ContinuousClock()
      let deadline = clock.now + .seconds(10)
      while try await !HTTPClient.request(URL(string: base + "/api/campaigns/edited")!).text.contains(
        "Edited while away")
      {
        try #require(clock.now < deadline, "the server did not reload the edited file within 10 s")
        try await Task.sleep(for: .milliseconds(50))
      }

      try await browser.back()
      try await browser.waitUntil("location.pathname === '/embed/edited'")
      // Restored from the back/forward cache, not loaded afresh (which would show the edit trivially).
      let restored = try await browser.executeScript(
        "return window.__notReloaded === true && window.__restored === true")
      #expect(restored.bool == true, "the embed was loaded afresh: is the back/forward cache off?")
      try await browser.waitUntil(Self.ownSheetSays("0.55"), timeout: .seconds(3))
      let after = try await browser.executeScript("return document.documentElement.dataset.liveVersion")
      #expect(after != before)
      try await browser.waitForPresented()
      try await browser.expectNoCSPViolations("back to the embed")

      try await browser.back()
      try await browser.waitUntil("location.pathname === '/preview/edited'")
      try await browser.waitUntil(
        "document.querySelector('h1').textContent.includes('Edited while away')", timeout: .seconds(3))
      try await browser.waitUntil(
        "document.querySelector('.qa-parameters[data-variant=\"B\"]').textContent.includes('alpha 0.55')",
        timeout: .seconds(3))
      try await browser.waitForFrames("#qa-embed")
      try await browser.expectNoCSPViolations("back to the QA page")
    }
    withExtendedLifetime(folder) {}
  }
}
