import Campaigns
import DialogMotion
import Foundation
import TestSupport
import Testing

/// The QA page's tweak panel: moving a control replays the embed with CSS the server generates for
/// the tweaked style, read back through `document.getAnimations()` and compared with the Swift
/// definition of the same style; a value the validator refuses shows its sentence next to the control.
@Suite(.serialized, .sharedBrowser)
struct TweakPanelBrowserTests {
  /// A script that sets a tweak field as a person would: its value, then `input` and `change`.
  static func set(_ id: String, _ value: String) -> String {
    "const e = document.getElementById('\(id)'); e.value = '\(value)'; e.dispatchEvent(new Event('input', {bubbles: true})); e.dispatchEvent(new Event('change', {bubbles: true}));"
  }

  /// Waits for the embed loaded with the tweaked style (``TweakControlsBrowserTests/waitForEmbed``:
  /// presented, then its present replayed frozen by the embed's seek, so no race with the transition's
  /// end however loaded the machine) and reads its animations' durations.
  @Test(arguments: [
    ("tweak-presentDuration", "0.8", StyleOverrides(presentDuration: 0.8)),
    ("tweak-presentDuration-range", "1.5", StyleOverrides(presentDuration: 1.5)),
    (
      "tweak-curve-damping", "0.4",
      StyleOverrides(curve: .spring(UIKitSpring(dampingRatio: 0.4, initialVelocity: 0)))
    ),
  ])
  func movingAControlReplaysTheSwiftDefinition(_ id: String, _ value: String, _ overrides: StyleOverrides)
    async throws
  {
    let fixture = try EmbedFixture()
    let expected = try #require(DialogStyle(preset: "pop-grow", overrides: overrides).definition)
    try await withBrowser { browser in
      try await browser.setViewport(width: 1280, height: 1000)
      try await browser.navigate(
        to: URL(string: "\(fixture.server.baseURL.absoluteString)/preview/new-feature")!)
      try await browser.waitUntil("document.getElementById('tweak') !== null")
      if id == "tweak-curve-damping" {
        try await browser.executeScript(Self.set("tweak-curve-kind", "spring"))
      }
      try await browser.executeScript(Self.set(id, value))
      try await TweakControlsBrowserTests.waitForEmbed(
        browser, style: TweakControlsBrowserTests.json(overrides))
      let values = try await FrameMotion.read(browser, frame: "#qa-embed", times: []).durations
      #expect(!values.isEmpty)
      for duration in values {
        #expect(abs(duration - expected.present.duration * 1000) < 1e-6, "\(id)=\(value): \(values)")
      }
      let url = try await browser.currentURL().absoluteString
      #expect(url.contains("style="), "the state is in the URL: \(url)")
    }
  }

  @Test func aRefusedValueShowsTheValidatorsSentence() async throws {
    let fixture = try EmbedFixture()
    try await withBrowser { browser in
      try await browser.navigate(
        to: URL(string: "\(fixture.server.baseURL.absoluteString)/preview/new-feature")!)
      try await browser.waitUntil("document.getElementById('tweak') !== null")
      try await browser.executeScript(Self.set("tweak-overlayAlpha", "3"))
      try await browser.waitUntil(
        "document.getElementById('tweak-overlayAlpha-error').textContent.length > 0", timeout: .seconds(5))
      let message = try await browser.executeScript(
        "return document.getElementById('tweak-overlayAlpha-error').textContent")
      let problems = StyleOverrides(overlayAlpha: 3).validate()
      #expect(message.string == problems.first?.message)
    }
  }
}
