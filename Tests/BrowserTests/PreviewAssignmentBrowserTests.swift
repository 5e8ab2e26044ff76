import Foundation
import TestSupport
import Testing

/// The QA page's assignment box drives the preview, and its event log lists what the embed logged.
@Suite(.serialized, .sharedBrowser)
struct PreviewAssignmentBrowserTests {
  /// A user of summer-sale whose variant is `variant`.
  static func user(getting variant: String) throws -> String {
    let campaign = try #require(EmbedMotionFidelityTests.catalog.campaign(id: "summer-sale"))
    return try #require(
      (0..<100).map { "qa-user-\($0)" }.first { campaign.assignedVariant(user: $0).id == variant })
  }

  @Test func typingAUserShowsThatUsersVariantAndTheLinkKeepsOnlyTheUser() async throws {
    let server = try ServerProcess()
    let user = try Self.user(getting: "B")
    try await withBrowser { browser in
      try await browser.navigate(
        to: URL(string: "/preview/summer-sale", relativeTo: server.baseURL)!.absoluteURL)
      try await browser.waitUntil(
        "document.getElementById('qa-phase').textContent === 'presented'", timeout: .seconds(10))
      try await browser.sendKeys(user, to: browser.findElement("#qa-user"))
      // The embed shows B, for that user; the variant picker and the parameters follow.
      try await browser.waitUntil(
        """
        (() => { const f = document.getElementById('qa-embed'); const s = f.contentDocument && f.contentDocument.querySelector('.dp-screen');
          return s && s.dataset.variant === 'B' && s.dataset.user === arguments[0]; })()
        """, timeout: .seconds(10), .string(user))
      #expect(try await browser.executeScript("return document.getElementById('qa-variant').value") == "B")
      #expect(
        try await browser.executeScript(
          "return document.querySelector('.qa-parameters:not([hidden])').dataset.variant") == "B")
      #expect(
        try await browser.executeScript("return document.getElementById('qa-assigned').textContent").string?
          .contains("gets variant B") == true)
      let query = try await browser.executeScript("return location.search").string ?? ""
      #expect(
        query.contains("user=\(user)") && !query.contains("variant="),
        "the link keeps the user, not the variant: \(query)")
      // Its events carry the user: the event log shows the impression of B for that user.
      try await browser.waitUntil(
        "[...document.querySelectorAll('#qa-events li')].some(li => li.textContent.includes('impression') && li.textContent.includes(arguments[0]) && li.dataset.variant === 'B')",
        timeout: .seconds(10), .string(user))
      // Picking a variant by hand wins, and the link says so.
      try await browser.executeScript(
        "const v = document.getElementById('qa-variant'); v.value = 'A'; v.dispatchEvent(new Event('change'));"
      )
      try await browser.waitUntil(
        "location.search.includes('variant=A') && location.search.includes('user=')")
    }
  }

  @Test func theEventLogListsEveryEventTheEmbedLogged() async throws {
    let server = try ServerProcess()
    try await withBrowser { browser in
      try await browser.navigate(
        to: URL(string: "/preview/new-feature", relativeTo: server.baseURL)!.absoluteURL)
      try await browser.waitUntil(
        "document.getElementById('qa-phase').textContent === 'presented'", timeout: .seconds(10))
      try await browser.waitUntil(
        "[...document.querySelectorAll('#qa-events li')].some(li => li.dataset.type === 'impression')")
      try await browser.click(browser.findElement("#qa-dismiss"))
      try await browser.waitUntil("document.getElementById('qa-phase').textContent === 'dismissed'")
      let log = try await browser.executeScript(
        "return [...document.querySelectorAll('#qa-events li')].map(li => [li.dataset.type, li.dataset.trigger || ''])"
      )
      #expect(log == [["close", "programmatic"], ["impression", ""]], "newest first: \(log)")
    }
  }
}
