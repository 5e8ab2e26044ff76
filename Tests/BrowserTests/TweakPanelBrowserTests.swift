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
  /// Sets a tweak field as a person would (its value, then `change`), then waits for the embed to
  /// load with the new style and returns its present animations' durations and the overlay's end opacity.
  static let readBack = """
    const frame = document.getElementById('qa-embed');
    const d = frame.contentDocument;
    if (!d || d.readyState !== 'complete' || !d.querySelector('[data-dialog]')) return null;
    if (!frame.getAttribute('src').includes(m)) return null;
    if (!d.documentElement.dataset.phase || d.documentElement.dataset.phase === 'dismissed') return null;
    const all = d.getAnimations();
    if (all.length === 0) return null;
    all.forEach(a => a.pause());
    return all.map(a => a.effect.getComputedTiming().duration);
    """

  static func set(_ id: String, _ value: String) -> String {
    "const e = document.getElementById('\(id)'); e.value = '\(value)'; e.dispatchEvent(new Event('input', {bubbles: true})); e.dispatchEvent(new Event('change', {bubbles: true}));"
  }

  @Test(arguments: [
    ("tweak-presentDuration", "0.8", "presentDuration", StyleOverrides(presentDuration: 0.8)),
    ("tweak-presentDuration-range", "1.5", "presentDuration", StyleOverrides(presentDuration: 1.5)),
    (
      "tweak-curve-damping", "0.4", "damping%22%3A%200.4",
      StyleOverrides(curve: .spring(UIKitSpring(dampingRatio: 0.4, initialVelocity: 0)))
    ),
  ])
  func movingAControlReplaysTheSwiftDefinition(
    _ id: String, _ value: String, _ marker: String, _ overrides: StyleOverrides
  ) async throws {
    let fixture = try EmbedFixture()
    let expected = try #require(DialogStyle(preset: "pop-grow", overrides: overrides).definition)
    try await withBrowser { browser in
      try await browser.setViewport(width: 1280, height: 1000)
      try await browser.navigate(
        to: URL(string: "\(fixture.server.baseURL.absoluteString)/preview/new-feature")!)
      try await browser.waitUntil("document.getElementById('tweak') !== null")
      if marker.hasPrefix("damping") {
        try await browser.executeScript(Self.set("tweak-curve-kind", "spring"))
      }
      try await browser.executeScript(Self.set(id, value))
      try await browser.waitUntil(
        "((m) => { \(Self.readBack) })(...arguments) !== null".replacingOccurrences(
          of: "...arguments", with: "'\(marker)'"), timeout: .seconds(10))
      let durations = try await browser.executeScript(
        "return ((m) => { \(Self.readBack) })('\(marker)')")
      let values = (durations.array ?? []).compactMap(\.double)
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
