import Foundation
import TestSupport
import Testing

/// Pause during playback on the QA page gives the frame it froze on, as a scrub would: the scrubber's
/// value, the curve's playhead and the URL's `t` say where the embed stopped, and the copied link
/// opens that frame (not the finished dialog).
@Suite(.serialized, .sharedBrowser)
struct PauseGivesTheFrameBrowserTests {
  @Test func pausingMidTransitionPutsTheScrubberThePlayheadAndTheLinkAtThatFrame() async throws {
    let server = try ServerProcess()
    defer { server.stop() }
    // Variant B presents in 600 ms; at 10× slower that is 6 s of real time to pause in.
    let page = URL(string: "/preview/summer-sale?variant=B&slow=10", relativeTo: server.baseURL)!.absoluteURL
    try await withBrowser { browser in
      try await browser.navigate(to: page)
      try await browser.waitUntil(
        "(() => { const d = document.getElementById('qa-embed').contentDocument;"
          + " return d && d.getAnimations().some(a => a.currentTime > 1500); })()", timeout: .seconds(15))
      try await browser.click(browser.findElement("#qa-pause"))
      try await browser.waitUntil("document.getElementById('qa-phase').textContent === 'presenting (paused)'")
      try await browser.waitUntil("new URLSearchParams(location.search).has('t')", timeout: .seconds(5))
      let shown = try await browser.executeScript(
        """
        const d = document.getElementById('qa-embed').contentDocument;
        const frozen = Math.max(...d.getAnimations().map(a => a.currentTime)) / 10;
        return {
          frozen: frozen,
          t: Number(new URLSearchParams(location.search).get('t')),
          scrub: Number(document.getElementById('qa-scrub').value),
          label: document.getElementById('qa-scrub-value').textContent,
          playhead: Number(document.querySelector('.qa-parameters:not([hidden]) [data-playhead]').getAttribute('x1')),
          transition: new URLSearchParams(location.search).get('transition')
        };
        """)
      let frozen = try #require(shown["frozen"]?.double)
      let t = try #require(shown["t"]?.double)
      #expect(frozen > 100 && frozen < 590, "paused at \(frozen) ms of 600")
      #expect(abs(t - frozen) < 0.01, "the link's t \(t) vs the frozen frame \(frozen)")
      #expect(shown["scrub"]?.double == t && shown["label"]?.string == "\(Int(t)) ms")
      #expect(abs((shown["playhead"]?.double ?? -1) - t / 600 * 100) < 0.01, "\(shown)")
      #expect(shown["transition"]?.string == nil, "present is the default transition: \(shown)")

      // The copied link opens that frame, paused there, not the finished dialog.
      let link = try #require(try await browser.executeScript("return location.href").string)
      try await browser.navigate(to: URL(string: "about:blank")!)
      try await browser.navigate(to: URL(string: link)!)
      try await browser.waitUntil(
        "(() => { const d = document.getElementById('qa-embed').contentDocument;"
          + " return d && d.getAnimations().length > 0 && d.getAnimations().every(a => a.playState === 'paused'"
          + " && Math.abs(a.currentTime / 10 - \(t)) < 1); })()", timeout: .seconds(15))
      #expect(
        try await browser.executeScript("return document.getElementById('qa-scrub').value").string
          == "\(Int(t))")
    }
  }
}
