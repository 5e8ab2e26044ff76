import Foundation
import TestSupport
import Testing

/// One phase for one frame (issue 40, point 5): a QA page's link with `t` reopens with the phase label
/// of the page it came from, whether the transition had finished before the scrub or not.
@Suite(.serialized, .sharedBrowser)
struct PhaseLinkBrowserTests {
  static let label = "document.getElementById('qa-phase').textContent"

  /// Opens the copied link and waits for the label the page it came from showed.
  static func reopen(_ browser: Browser, expecting expected: String) async throws {
    let link = try await browser.executeScript("return location.origin + location.pathname + location.search")
    try await browser.navigate(to: URL(string: link.string ?? "")!)
    try await browser.waitUntil("\(label) === arguments[0]", timeout: .seconds(15), .string(expected))
    // It stays there (a page that reaches the label on its way elsewhere would move on).
    try await Task.sleep(for: .milliseconds(800))  // asserting that nothing changes: no signal to wait for
    #expect(try await browser.executeScript("return \(label)").string == expected, "\(link)")
  }

  @Test func aLinkWithTReopensWithTheLabelOfThePageItCameFrom() async throws {
    let server = try ServerProcess()
    try await withBrowser { browser in
      // The present ran to its end, then scrubbed back to 220 ms: "presented (paused)".
      try await browser.navigate(
        to: URL(string: "/preview/summer-sale?variant=B", relativeTo: server.baseURL)!.absoluteURL)
      try await browser.waitUntil("\(Self.label) === 'presented'", timeout: .seconds(10))
      try await PreviewTransportBrowserTests.setScrub(browser, 220)
      try await browser.waitUntil("\(Self.label) === 'presented (paused)'")
      try await Self.reopen(browser, expecting: "presented (paused)")
      #expect(try await browser.executeScript("return document.getElementById('qa-scrub').value") == "220")

      // The same after a whole dismiss: "dismissed (paused)".
      try await browser.click(browser.findElement("#qa-replay"))
      try await browser.waitUntil("\(Self.label) === 'presented'", timeout: .seconds(10))
      try await browser.click(browser.findElement("#qa-dismiss"))
      try await browser.waitUntil("\(Self.label) === 'dismissed'", timeout: .seconds(10))
      try await PreviewTransportBrowserTests.setScrub(browser, 120)
      try await browser.waitUntil("\(Self.label) === 'dismissed (paused)'")
      try await Self.reopen(browser, expecting: "dismissed (paused)")

      // Scrubbed while the present runs (12 s at 20×): "presenting (paused)".
      try await browser.navigate(
        to: URL(string: "/preview/summer-sale?variant=B&slow=20", relativeTo: server.baseURL)!.absoluteURL)
      try await browser.waitUntil("\(Self.label) === 'presenting'", timeout: .seconds(10))
      try await PreviewTransportBrowserTests.setScrub(browser, 220)
      try await browser.waitUntil("\(Self.label) === 'presenting (paused)'")
      try await Self.reopen(browser, expecting: "presenting (paused)")
    }
  }
}
