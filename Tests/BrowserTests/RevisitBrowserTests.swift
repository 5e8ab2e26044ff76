import Foundation
import TestSupport
import Testing

/// An embed visited again, as people do, in a Chromium with its HTTP cache on: the second load is
/// revalidated (`no-cache`, ETag, 304), and the page must still run under its own policy.
@Suite(.serialized, .sharedBrowser)
struct RevisitBrowserTests {
  @Test func anEmbedVisitedTwicePresentsBothTimes() async throws {
    let server = try ServerProcess()
    let embed = server.baseURL.appendingPathComponent("embed/new-feature")
    try await withBrowser { browser in
      for visit in ["first visit", "second visit"] {
        try await step(visit) {
          try await browser.navigate(to: embed)
          try await browser.waitForPresented()
        }
        try await browser.expectNoCSPViolations(visit)
      }
    }
    // The second visit was revalidated from the browser's cache (it is on), not fetched afresh.
    let revalidated = StderrLog(server).waitForLine(containing: ["path=/embed/new-feature", "status=304"])
    #expect(revalidated, "the browser did not revalidate the embed: is its HTTP cache off?")
  }

  @Test func aReloadedEmbedPresents() async throws {
    let server = try ServerProcess()
    try await withBrowser { browser in
      try await browser.navigate(to: server.baseURL.appendingPathComponent("embed/new-feature"))
      try await browser.waitForPresented()
      for reload in ["first reload", "second reload"] {
        try await step(reload) {
          try await browser.reload()
          try await browser.waitForPresented()
        }
        try await browser.expectNoCSPViolations(reload)
      }
    }
  }

  @Test func backAndForwardPresent() async throws {
    let server = try ServerProcess()
    try await withBrowser { browser in
      try await browser.navigate(to: server.baseURL.appendingPathComponent("embed/new-feature"))
      try await browser.waitForPresented()
      try await browser.navigate(to: server.baseURL.appendingPathComponent("embed/app-update"))
      try await browser.waitForPresented()
      try await browser.back()
      try await browser.waitUntil(
        "location.pathname === '/embed/new-feature' && \(Browser.embedIs("presented"))")
      try await browser.expectNoCSPViolations("back")
      try await browser.forward()
      try await browser.waitUntil(
        "location.pathname === '/embed/app-update' && \(Browser.embedIs("presented"))")
      try await browser.expectNoCSPViolations("forward")
    }
  }

  @Test func theSameEmbedInTwoTabsPresentsInBoth() async throws {
    let server = try ServerProcess()
    let embed = server.baseURL.appendingPathComponent("embed/new-feature")
    try await withBrowser { browser in
      try await browser.navigate(to: embed)
      try await browser.waitForPresented()
      let first = try await browser.windowHandle()
      try await browser.switchToWindow(try await browser.newTab())
      try await browser.navigate(to: embed)
      try await browser.waitForPresented()
      try await browser.expectNoCSPViolations("second tab")
      try await browser.closeWindow()
      try await browser.switchToWindow(first)
    }
  }

  @Test func aReloadedCMSPageReloadsItsFramedEmbed() async throws {
    let fixture = try EmbedFixture()
    try await withBrowser { browser in
      try await browser.navigate(to: fixture.framed("new-feature"))
      try await browser.inFrame { try await browser.waitForPresented() }
      try await browser.reload()
      try await browser.inFrame { try await browser.waitForPresented() }
      try await browser.expectNoCSPViolations("reloaded CMS page")
    }
  }
}
