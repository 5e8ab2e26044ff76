import Foundation
import TestSupport
import Testing

/// A stable layout (issue 40, points 4 and 8): a refusal neither moves the QA page's columns nor lands
/// out of sight, and clears on the next action; at 390 × 844 the phone and the scrubber share one
/// screen; the compare view fills a 1280 × 800 window with phones whose captions stay in view.
@Suite(.serialized, .sharedBrowser)
struct StableLayoutBrowserTests {
  static func url(_ server: ServerProcess, _ path: String) -> URL {
    URL(string: path, relativeTo: server.baseURL)!.absoluteURL
  }

  /// The QA page's two columns (the stage's and the controls' widths) and the status line's box.
  static let measure = """
    const stage = document.querySelector('.qa-stage').getBoundingClientRect();
    const side = document.querySelector('.qa-side').getBoundingClientRect();
    const s = document.getElementById('qa-status').getBoundingClientRect();
    const d = document.getElementById('qa-dismiss').getBoundingClientRect();
    const hit = document.elementFromPoint((s.left + s.right) / 2, (s.top + s.bottom) / 2);
    return { stage: stage.width, side: side.width, status: [s.top, s.bottom, s.left, s.right],
      uncovered: !!hit && !!hit.closest('#qa-status'),
      dismiss: [d.top, d.bottom], height: innerHeight, width: innerWidth,
      text: document.getElementById('qa-status').textContent };
    """

  @Test(arguments: [(1280, 800), (390, 844)])
  func aRefusalKeepsTheColumnsAndShowsBesideItsControlUntilTheNextAction(width: Int, height: Int)
    async throws
  {
    let server = try ServerProcess()
    try await withBrowser(name: "StableLayoutBrowserTests.refusal-\(width)x\(height)") { browser in
      try await browser.setViewport(width: width, height: height)
      // B presents in 600 ms; at 10× there are 6 s to press Dismiss while it presents.
      try await browser.navigate(to: Self.url(server, "/preview/summer-sale?variant=B&slow=10"))
      try await browser.waitUntil(
        "document.getElementById('qa-phase').textContent === 'presenting'", timeout: .seconds(10))
      let before = try await browser.executeScript(Self.measure)
      let dismiss = try await browser.findElement("#qa-dismiss")
      try await browser.executeScript(
        "document.getElementById('qa-dismiss').scrollIntoView({block: 'center'})")
      try await browser.click(dismiss)
      try await browser.waitUntil(
        "document.getElementById('qa-status').textContent.includes('refused')", timeout: .seconds(5))
      let after = try await browser.executeScript(Self.measure)
      // The columns are the same width with the sentence shown.
      #expect(
        abs((before["stage"]?.double ?? 0) - (after["stage"]?.double ?? -1)) < 0.5, "\(before) → \(after)")
      #expect(
        abs((before["side"]?.double ?? 0) - (after["side"]?.double ?? -1)) < 0.5, "\(before) → \(after)")
      // The sentence is in the window, within a few lines of the button that caused it.
      let box = (after["status"]?.array ?? []).compactMap(\.double)
      let button = (after["dismiss"]?.array ?? []).compactMap(\.double)
      #expect(box.count == 4 && box[0] >= 0 && box[1] <= Double(height), "off screen: \(after)")
      #expect(box.count == 4 && box[2] >= 0 && box[3] <= Double(width), "past the edge: \(after)")
      #expect(after["uncovered"] == true, "covered: \(after)")
      #expect(
        box.count == 4 && button.count == 2 && abs(box[0] - button[1]) < 120,
        "far from the Dismiss button: \(after)")
      // The next action clears it.
      try await browser.click(browser.findElement("#qa-pause"))
      try await browser.waitUntil(
        "document.getElementById('qa-pause').textContent === 'Play'", timeout: .seconds(5))
      #expect(
        try await browser.executeScript("return document.getElementById('qa-status').textContent") == "")
    }
  }

  @Test func atPhoneWidthThePhoneAndTheScrubberShareTheScreen() async throws {
    let server = try ServerProcess()
    try await withBrowser { browser in
      try await browser.setViewport(width: 390, height: 844)
      try await browser.navigate(to: Self.url(server, "/preview/summer-sale?variant=B"))
      try await browser.waitUntil(
        "document.getElementById('qa-phase').textContent === 'presented'", timeout: .seconds(10))
      try await browser.executeScript(
        "document.getElementById('qa-scrub').scrollIntoView({block: 'nearest'})")
      let boxes = try await browser.executeScript(
        """
        const f = document.querySelector('.qa-frame').getBoundingClientRect();
        const s = document.getElementById('qa-scrub').getBoundingClientRect();
        return { frame: [f.top, f.bottom, f.width], scrub: [s.top, s.bottom], height: innerHeight };
        """)
      let frame = (boxes["frame"]?.array ?? []).compactMap(\.double)
      let scrub = (boxes["scrub"]?.array ?? []).compactMap(\.double)
      #expect(frame.count == 3 && frame[0] >= 0 && frame[1] <= 844, "the phone is off screen: \(boxes)")
      #expect(scrub.count == 2 && scrub[0] >= 0 && scrub[1] <= 844.5, "the scrubber is off screen: \(boxes)")
      #expect(
        frame.count == 3 && scrub.count == 2 && frame[1] <= scrub[0],
        "the phone covers the scrubber: \(boxes)")
      // Still a phone one can watch: at least 150 px wide.
      #expect(frame.count == 3 && frame[2] >= 150, "\(boxes)")
    }
  }

  /// On a desktop window the phone stays in view while the tweak panel, far down the controls, is
  /// used: its fields scrolled to, the whole phone is still on screen (it scrolled away before).
  @Test func atDesktopWidthThePhoneStaysInViewBesideTheTweakPanel() async throws {
    let server = try ServerProcess()
    try await withBrowser { browser in
      try await browser.setViewport(width: 1280, height: 800)
      try await browser.navigate(to: Self.url(server, "/preview/summer-sale?variant=B"))
      try await browser.waitUntil(
        "document.getElementById('qa-phase').textContent === 'presented'", timeout: .seconds(10))
      // Each field scrolled to as a person scrolls to it: just into view.
      for id in ["tweak-presentDuration", "tweak-curve-damping", "tweak-fromScale", "tweak-copy"] {
        try await browser.executeScript(
          "document.getElementById(arguments[0]).scrollIntoView({block: 'nearest'})", .string(id))
        let boxes = try await browser.executeScript(
          """
          const f = document.querySelector('.qa-frame').getBoundingClientRect();
          const t = document.getElementById(arguments[0]).getBoundingClientRect();
          return { frame: [f.top, f.bottom, f.left, f.right], field: [t.left], scrolled: scrollY, height: innerHeight };
          """, .string(id))
        let frame = (boxes["frame"]?.array ?? []).compactMap(\.double)
        #expect((boxes["scrolled"]?.double ?? 0) > 400, "\(id) is far down the page: \(boxes)")
        #expect(
          frame.count == 4 && frame[0] >= 0 && frame[1] <= 800.5, "\(id): the phone is off screen: \(boxes)")
        #expect(
          frame.count == 4 && frame[3] <= (boxes["field"]?.array?.first?.double ?? 0),
          "\(id): the phone covers the field: \(boxes)")
      }
    }
  }

  @Test func theCompareViewFillsAWideWindowWithItsCaptionsInView() async throws {
    let server = try ServerProcess()
    try await withBrowser { browser in
      try await browser.setViewport(width: 1280, height: 800)
      try await browser.navigate(to: Self.url(server, "/compare/summer-sale"))
      try await browser.waitUntil(
        "[...document.querySelectorAll('.cmp-phase')].every(o => o.textContent.startsWith('present'))",
        timeout: .seconds(10))
      let boxes = try await browser.executeScript(
        """
        return [...document.querySelectorAll('.cmp-pane')].map(p => {
          const w = p.querySelector('.cmp-window').getBoundingClientRect();
          const c = p.querySelector('.cmp-phase').getBoundingClientRect();
          const h = p.querySelector('h2').getBoundingClientRect();
          return { phone: [w.left, w.top, w.right, w.bottom, w.width], caption: [h.top, c.bottom] };
        });
        """)
      let panes = boxes.array ?? []
      #expect(panes.count == 2, "\(boxes)")
      var right = 0.0
      for pane in panes {
        let phone = (pane["phone"]?.array ?? []).compactMap(\.double)
        let caption = (pane["caption"]?.array ?? []).compactMap(\.double)
        #expect(phone.count == 5 && phone[4] >= 250, "phones at least 250 px wide: \(boxes)")
        #expect(caption.count == 2 && caption[1] <= 800, "the caption is below the fold: \(boxes)")
        right = max(right, phone.count == 5 ? phone[2] : 0)
      }
      // The frames reach across the window: at most a quarter of it left empty on the right.
      #expect(right >= 1280 * 0.75, "the frames end at \(right) px: \(boxes)")
    }
  }
}
