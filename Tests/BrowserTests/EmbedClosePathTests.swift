import Foundation
import TestSupport
import Testing

/// Every preset, framed by another (allowed) origin, presents and dismisses through every close path
/// of its seed, with the right `data-phase` sequence and events in the postMessage stream; the events
/// reach the server (its accepted-events counter). Escape in a framed preview leaves the frame
/// (`focus-released`) and closes nothing (docs/embedding.md, "Focus"); the escape close is the product's
/// (standalone or `source=app`: EmbedCommandTests, KeyboardFocusBrowserTests).
@Suite(.serialized, .sharedBrowser)
struct EmbedClosePathTests {
  enum Path: String, CustomStringConvertible {
    case closeButton, button, outside, escape, banner
    /// Taps that must do nothing: welcome-back's banner (no action URL), campaign-fade's outside.
    case bannerIgnored, outsideIgnored
    var description: String { rawValue }
  }

  struct Case: CustomStringConvertible, Sendable {
    let campaign: String
    let preset: String
    let paths: [Path]
    var variant = "A"
    var description: String { "\(campaign)/\(variant) (\(preset))" }
  }

  static let cases: [Case] = [
    Case(
      campaign: "welcome-back", preset: "campaign-fade",
      paths: [.bannerIgnored, .outsideIgnored, .closeButton, .escape]),
    Case(campaign: "new-feature", preset: "pop-grow", paths: [.outside, .escape, .banner]),
    Case(campaign: "app-update", preset: "pop-shrink", paths: [.button, .outside, .escape, .banner]),
    Case(campaign: "refer-a-friend", preset: "spring-from-source", paths: [.outside, .escape, .banner]),
    Case(campaign: "weekend-flash-sale", preset: "half-screen-slide", paths: [.outside, .escape, .banner]),
    // A variant with overrides, picked by `variant`, and one picked by `user` (assignment).
    Case(
      campaign: "summer-sale", preset: "spring-from-source + overrides", paths: [.outside, .banner],
      variant: "B"),
  ]

  /// The preview's events carry the class of the device it shows (issue 43's device slices).
  @Test func anIPadPreviewLogsATabletImpression() async throws {
    let fixture = try EmbedFixture()
    try await withBrowser { browser in
      try await browser.setViewport(width: 900, height: 1200)
      try await browser.navigate(to: fixture.framed("welcome-back", "slow=1&device=ipad-10"))
      try await browser.waitForPhase("presented")
      let impression = try #require(try await browser.logged().first)
      #expect(impression["type"] == "impression" && impression["device"] == "tablet", "\(impression)")
    }
  }

  @Test(arguments: cases)
  func presentsAndDismissesThroughEveryClosePath(_ item: Case) async throws {
    let fixture = try EmbedFixture()
    let started = Date()
    try await withBrowser { browser in
      try await browser.setViewport(width: 480, height: 960)
      try await browser.navigate(to: fixture.framed(item.campaign, "slow=1&variant=\(item.variant)"))
      try await browser.waitForPhase("presented")
      #expect(try await browser.phases() == ["dismissed", "presenting", "presented"])
      #expect(try await browser.logged().map { $0["type"] } == ["impression"])
      let impression = try #require(try await browser.logged().first)
      #expect(impression["campaign"]?.string == item.campaign)
      #expect(impression["variant"]?.string == item.variant)
      #expect(impression["source"] == "preview")
      #expect(impression["device"] == "phone", "the default device is an iPhone 15")
      // Stub window.open in the frame: record what a banner tap opens instead of opening a tab.
      try await browser.inFrame {
        try await browser.executeScript(
          "window.__opened = []; window.open = (u, t, f) => { window.__opened.push([u, t]); return null; }")
      }
      let style = try await browser.inFrame {
        try await browser.executeScript("return document.querySelector('.dp-screen').dataset.style")
      }
      #expect(style.string?.hasPrefix(item.campaign) == true)

      var presented = true
      for path in item.paths {
        if !presented {
          let start = try await browser.messages().count
          try await browser.command("present")
          try await browser.waitForPhase("presented", after: start)
          #expect(try await browser.phases(after: start) == ["presenting", "presented"], "\(path)")
          #expect(try await browser.logged(after: start).map { $0["type"] } == ["impression"], "\(path)")
          presented = true
        }
        let start = try await browser.messages().count
        switch path {
        case .closeButton: try await browser.tapInFrame("[data-close]")
        case .button: try await browser.tapInFrame("[data-button]")
        case .banner, .bannerIgnored: try await browser.tapInFrame("[data-banner]")
        case .escape:  // entered deliberately: the parent focuses the frame
          try await browser.executeScript("document.getElementById('frame').focus(); return null")
          try await browser.pressKey(.escape)
        case .outside, .outsideIgnored:
          let screen = try await browser.frameRect(".dp-screen")
          let card = try await browser.frameRect("[data-card]")
          // Above the card, in the screen: the overlay (or the full-screen dialog around the card).
          let y = screen.y + max(20, (card.y - screen.y) / 2)
          #expect(y < card.y, "the tap must be outside the card")
          try await browser.click(x: screen.x + screen.width / 2, y: y)
        }
        if path == .escape {
          try await browser.waitForMessage(
            "d => d.type === 'dialog-preview' && d.event === 'focus-released'", after: start)
          try await Task.sleep(for: .milliseconds(600))
          #expect(try await browser.phases(after: start).isEmpty, "Escape leaves a framed preview open")
          #expect(try await browser.logged(after: start).isEmpty, "Escape logs nothing")
          continue
        }
        if path == .bannerIgnored || path == .outsideIgnored {
          try await Task.sleep(for: .milliseconds(600))
          #expect(try await browser.messages().count == start, "\(path) must do nothing")
          #expect(
            try await browser.inFrame {
              try await browser.executeScript("return document.documentElement.dataset.phase")
            } == "presented")
          continue
        }
        try await browser.waitForPhase("dismissed", after: start)
        presented = false
        #expect(try await browser.phases(after: start) == ["dismissing", "dismissed"], "\(path)")
        let events = try await browser.logged(after: start)
        switch path {
        case .banner:
          #expect(events.map { $0["type"] } == ["tap"], "a banner tap logs one tap and no close")
          #expect(events.first?["trigger"] == "banner")
          let opened = try await browser.inFrame { try await browser.executeScript("return window.__opened") }
          #expect(opened.array?.count == 1)
          let actionURL = try #require(
            EmbedMotionFidelityTests.catalog.campaign(id: item.campaign)?.variant(id: item.variant)?.actionURL
          )
          #expect(opened[0]?[0]?.string == actionURL)
          #expect(opened[0]?[1] == "_blank")
        default:
          let trigger: ScriptValue =
            switch path {
            case .closeButton: "close_button"
            case .button: "button"
            default: "overlay"
            }
          #expect(events.map { $0["type"] } == ["close"], "\(path)")
          #expect(events.first?["trigger"] == trigger, "\(path)")
        }
      }
      let logged = try await browser.logged().count
      let accepted = try await fixture.waitForAcceptedEvents(logged)
      #expect(accepted == logged, "every logged event reached the server")
      print(
        "\(item): \(item.paths.count) paths, \(logged) events accepted, \(Int(Date().timeIntervalSince(started) * 1000)) ms"
      )
    }
  }
}
