import Foundation
import TestSupport
import Testing

/// The QA page and the gallery reloaded, and the QA page's slow-motion slider moved away and back, in a
/// Chromium with its HTTP cache on: every embed they frame was loaded before and is revalidated (304).
@Suite(.serialized, .sharedBrowser)
struct RevisitPagesBrowserTests {
  @Test func everyEmbedOfAReloadedQAPagePresents() async throws {
    let server = try ServerProcess()
    try await withBrowser { browser in
      try await browser.navigate(to: server.baseURL.appendingPathComponent("preview/new-feature"))
      for name in ["first load", "reload"] {
        try await step(name) {
          if name == "reload" { try await browser.reload() }
          try await browser.waitForFrames("#qa-embed")
          // The filmstrip's frames are presented, paused and seeked: frozen while presenting.
          let films = try await browser.waitForFrames(".film-embed", in: ["presenting", "presented"])
          #expect(films > 0)
        }
        try await browser.expectNoCSPViolations(name)
      }
    }
  }

  @Test func everyEmbedOfAReloadedGalleryPresents() async throws {
    let server = try ServerProcess()
    try await withBrowser { browser in
      var counts: [Int] = []
      for name in ["first load", "reload"] {
        try await step(name) {
          if name == "reload" {
            try await browser.reload()
          } else {
            try await browser.navigate(to: server.baseURL)
          }
          counts.append(try await browser.waitForFrames(".thumb-embed"))
        }
        try await browser.expectNoCSPViolations(name)
      }
      #expect(counts.count == 2 && counts[0] == counts[1] && counts[0] >= 7)
    }
  }

  @Test func theSlowSliderMovedAwayAndBackPresentsEachTime() async throws {
    let server = try ServerProcess()
    try await withBrowser { browser in
      try await browser.navigate(to: server.baseURL.appendingPathComponent("preview/new-feature"))
      try await browser.waitForFrames("#qa-embed")
      for slow in ["2", "1", "2"] {
        try await browser.executeScript(
          "const s = document.getElementById('qa-slow'); s.value = arguments[0]; s.dispatchEvent(new Event('change'));",
          .string(slow))
        let frame = "document.getElementById('qa-embed')"
        try await step("slow \(slow)×") {
          try await browser.waitUntil(
            Browser.embedIs(
              "presented", document: "\(frame).contentDocument",
              href: "new URL(\(frame).src, location.href).href"),
            timeout: .seconds(10))
        }
        try await browser.expectNoCSPViolations("slow \(slow)×")
      }
    }
  }
}
