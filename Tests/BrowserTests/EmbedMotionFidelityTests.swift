import DialogMotion
import Foundation
import TestSupport
import Testing

/// The browser's motion measured against the Swift definitions: every animation paused, seeked
/// together to ≥ 60 instants, the `[data-dialog]` box (every transform included) and effective
/// opacity compared with the curve's scale, centre and alpha. The largest error, as a fraction of
/// the travel, must stay within 0.2 %.
@Suite(.serialized, .sharedBrowser)
struct EmbedMotionFidelityTests {
  struct Case: CustomStringConvertible, Sendable {
    let campaign: String
    let preset: String
    let direction: TransitionDirection
    var description: String { "\(preset) \(direction.rawValue) (\(campaign))" }
  }

  static let cases: [Case] = [
    ("refer-a-friend", "spring-from-source"), ("new-feature", "pop-grow"), ("app-update", "pop-shrink"),
    ("welcome-back", "campaign-fade"), ("weekend-flash-sale", "half-screen-slide"),
  ].flatMap { campaign, preset in
    TransitionDirection.allCases.map { Case(campaign: campaign, preset: preset, direction: $0) }
  }

  static let instants = 64
  static let tolerance = 0.002

  /// Pauses every animation, then at each time reads the dialog's box relative to the screen and its
  /// effective opacity; returns `[[x, y, w, h, opacity], …]` and the animations' durations.
  static let measure = """
    const times = arguments[0];
    const all = document.getAnimations();
    all.forEach(a => a.pause());
    const dialog = document.querySelector('[data-dialog]');
    const screen = document.querySelector('.dp-screen');
    const rows = times.map(t => {
      all.forEach(a => { a.currentTime = t; });
      const s = screen.getBoundingClientRect(), r = dialog.getBoundingClientRect();
      let opacity = 1;
      for (let e = dialog; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
      return [r.x - s.x, r.y - s.y, r.width, r.height, opacity];
    });
    return { rows, durations: all.map(a => a.effect.getComputedTiming().duration) };
    """

  @Test(arguments: cases)
  func theDialogFollowsTheDefinitionsCurve(_ item: Case) async throws {
    let definition = try #require(DialogDefinition.preset(named: item.preset))
    let transition = definition.transition(for: item.direction)
    let (from, to) = definition.states(for: item.direction)
    let screen = ScreenSize(width: 393, height: 852)
    let frame = definition.layout.frame.rect
    let (fx, fy) = (frame.x.resolved(in: screen), frame.y.resolved(in: screen))
    let (fw, fh) = (frame.width.resolved(in: screen), frame.height.resolved(in: screen))
    let from_ = (tx: from.translationX.resolved(in: screen), ty: from.translationY.resolved(in: screen))
    let to_ = (tx: to.translationX.resolved(in: screen), ty: to.translationY.resolved(in: screen))
    let progress = transition.curve.progressFunction(duration: transition.duration)
    let durationMS = transition.duration * 1000

    let fixture = try EmbedFixture()
    try await withBrowser { browser in
      try await browser.setViewport(width: 480, height: 960)
      try await browser.navigate(to: fixture.embed(item.campaign, "autoplay=0&device=iphone-15"))
      try await browser.executeScript("window.postMessage({type: 'dialog-preview', command: 'present'}, '*')")
      if item.direction == .dismiss {
        try await browser.waitUntil("document.documentElement.dataset.phase === 'presented'")
        try await browser.executeScript("window.postMessage({type: 'dialog-preview', command: 'dismiss'}, '*')")
        try await browser.waitUntil(
          "document.documentElement.dataset.phase === 'dismissing' && document.getAnimations().length > 0")
      } else {
        try await browser.waitUntil(
          "document.documentElement.dataset.phase === 'presenting' && document.getAnimations().length > 0")
      }
      let fractions = (0..<Self.instants).map { Double($0) / Double(Self.instants) } + [0.999]
      let result = try await browser.executeScript(
        Self.measure, .array(fractions.map { .number($0 * durationMS) }))
      for duration in result["durations"]?.array ?? [] {
        #expect(duration.double == durationMS, "the browser's duration is the definition's")
      }
      let rows = try #require(result["rows"]?.array)
      #expect(rows.count == fractions.count)

      let scaleTravel = abs(to.scale - from.scale)
      let centreTravel = hypot(to_.tx - from_.tx, to_.ty - from_.ty)
      let alphaTravel = abs(to.alpha - from.alpha)
      var worst = (error: 0.0, what: "none", at: 0.0)
      func record(_ error: Double, _ what: String, _ f: Double) {
        if error > worst.error { worst = (error, what, f) }
      }
      for (f, row) in zip(fractions, rows) {
        let m = (row.array ?? []).map { $0.double ?? .nan }
        let p = progress(f)
        let scale = from.scale + (to.scale - from.scale) * p
        let tx = from_.tx + (to_.tx - from_.tx) * p
        let ty = from_.ty + (to_.ty - from_.ty) * p
        let alpha = min(1, max(0, from.alpha + (to.alpha - from.alpha) * p))
        let (cx, cy) = (fx + fw / 2 + tx, fy + fh / 2 + ty)
        let (mcx, mcy) = (m[0] + m[2] / 2, m[1] + m[3] / 2)
        // Scale from the box: width and height relative to the frame's. A spring's overshoot past
        // a scale-down target goes below 0 (a mirror image, in UIKit as in CSS): the box shows |s|.
        let scaleError = max(abs(m[2] / fw - abs(scale)), abs(m[3] / fh - abs(scale)))
        record(scaleError / max(scaleTravel, 1), "scale", f)
        // Centre: relative to the centre's travel, or to the frame's size when it does not move.
        let centreError = hypot(mcx - cx, mcy - cy)
        record(centreError / (centreTravel > 0 ? centreTravel : max(fw, fh)), "centre", f)
        if alphaTravel > 0 { record(abs(m[4] - alpha) / alphaTravel, "opacity", f) }
        else { record(abs(m[4] - alpha), "opacity", f) }
      }
      print(
        "motion \(item): \(rows.count) instants, largest error \(String(format: "%.4f", worst.error * 100)) % of travel (\(worst.what) at \(String(format: "%.3f", worst.at)))"
      )
      #expect(worst.error <= Self.tolerance, "\(item): \(worst)")
    }
  }
}
