import DialogMotion
import Foundation
import TestSupport
import Testing

/// The motion of an embed inside a page's iframe, read back through the Web Animations API, and what
/// the Swift definition says it should be: the `[data-dialog]` box's scale (its drawn width over its
/// layout width) and effective opacity at chosen instants, the overlay's opacity, the animations'
/// durations and current times.
enum FrameMotion {
  /// In the top page: pauses every animation of the frame `arguments[0]` (a selector), sets each to
  /// every time of `arguments[1]` in turn and reads `[scale, opacity, overlay opacity]`; with an
  /// empty list, only reads. Returns `{durations, currentTimes, rows}` (currentTimes before seeking).
  static let script = """
    const frame = document.querySelector(arguments[0]);
    const d = frame.contentDocument, w = frame.contentWindow;
    const all = d.getAnimations();
    all.forEach(a => a.pause());
    const dialog = d.querySelector('[data-dialog]'), overlay = d.querySelector('[data-overlay]');
    const currentTimes = all.map(a => a.currentTime);
    const read = () => {
      const r = dialog.getBoundingClientRect();
      let o = 1;
      for (let e = dialog; e; e = e.parentElement) o *= Number(w.getComputedStyle(e).opacity);
      return [r.width / dialog.offsetWidth, o, overlay ? Number(w.getComputedStyle(overlay).opacity) : 1];
    };
    const rows = arguments[1].length === 0 ? [read()] : arguments[1].map(t => { all.forEach(a => { a.currentTime = t; }); return read(); });
    return { durations: all.map(a => a.effect.getComputedTiming().duration), currentTimes, rows };
    """

  struct Reading {
    var durations: [Double]
    var currentTimes: [Double]
    /// `[scale, opacity, overlay opacity]` per instant.
    var rows: [[Double]]
  }

  static func read(_ browser: Browser, frame selector: String, times: [Double]) async throws -> Reading {
    let value = try await browser.executeScript(
      script, .string(selector), .array(times.map { .number($0) }))
    func numbers(_ v: ScriptValue?) -> [Double] { (v?.array ?? []).map { $0.double ?? .nan } }
    return Reading(
      durations: numbers(value["durations"]), currentTimes: numbers(value["currentTimes"]),
      rows: (value["rows"]?.array ?? []).map(numbers))
  }

  /// The dialog's scale and alpha `fraction` of the way through `direction` of `definition`.
  static func expected(_ definition: DialogDefinition, _ direction: TransitionDirection, at fraction: Double)
    -> (scale: Double, alpha: Double)
  {
    let transition = definition.transition(for: direction)
    let (from, to) = definition.states(for: direction)
    let p = transition.curve.progressFunction(duration: transition.duration)(fraction)
    let alpha = min(1, max(0, from.alpha + (to.alpha - from.alpha) * p))
    return (abs(from.scale + (to.scale - from.scale) * p), alpha)
  }

  /// The largest error of the rows read at `fractions` of the present against `definition`, as a
  /// fraction of each value's travel (absolute where it has none).
  static func largestError(_ reading: Reading, _ definition: DialogDefinition, fractions: [Double]) -> Double
  {
    let (from, to) = definition.states(for: .present)
    let scaleTravel = abs(to.scale - from.scale)
    let alphaTravel = abs(to.alpha - from.alpha)
    var worst = 0.0
    for (f, row) in zip(fractions, reading.rows) {
      let want = expected(definition, .present, at: f)
      let scaleError = abs(row[0] - want.scale)
      let alphaError = abs(row[1] - want.alpha)
      worst = max(worst, scaleTravel > 0 ? scaleError / scaleTravel : scaleError)
      worst = max(worst, alphaTravel > 0 ? alphaError / alphaTravel : alphaError)
    }
    return worst
  }

  /// The instants sampled: 0, 1/24 … 1 of the present.
  static let fractions = (0...24).map { Double($0) / 24 }
}
