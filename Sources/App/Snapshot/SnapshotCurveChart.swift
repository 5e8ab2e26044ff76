import DialogWeb

/// A changed curve drawn as the base's (grey, dashed) and the new one (red) over one time axis in
/// milliseconds: x = ms ÷ the longer duration × 400, y = (1.25 − progress) × 200 (room for overshoot).
enum SnapshotCurveChart {
  static func figure(_ change: SnapshotComparison.CurveChange) -> HTMLNode {
    let axis = max(change.base.durationMs, change.new.durationMs, 1)
    let caption =
      "\(change.transition): the curves differ by up to \(SnapshotComparePage.number(change.largest * 100)) % of travel "
      + "(base \(change.base.curve), \(SnapshotComparePage.number(change.base.durationMs)) ms; new \(change.new.curve), "
      + "\(SnapshotComparePage.number(change.new.durationMs)) ms)"
    let lines: [HTMLNode] = [("base", change.base), ("new", change.new)].map { role, curve in
      let points = curve.samples.indices.map { index -> String in
        let ms = min(Double(index), curve.durationMs)
        let x = ms / axis * 400
        let y = (1.25 - curve.samples[index]) * 200
        return "\(SnapshotComparePage.number(x)),\(SnapshotComparePage.number(y))"
      }
      // After its end the view rests at the target (a spring's final snap).
      let endX = SnapshotComparePage.number(curve.durationMs / axis * 400)
      let end = "\(endX),50 400,50"
      return .el(
        "polyline",
        [
          ("class", role), ("data-curve", role), ("fill", "none"), ("stroke-width", "2"),
          ("points", (points + [end]).joined(separator: " ")),
        ])
    }
    let guides: [HTMLNode] = [0.0, 1.0].map { progress in
      .el(
        "line",
        [
          ("x1", "0"), ("x2", "400"), ("y1", SnapshotComparePage.number((1.25 - progress) * 200)),
          ("y2", SnapshotComparePage.number((1.25 - progress) * 200)), ("stroke", "#c7c7cc"),
        ])
    }
    return .el(
      "figure", [("data-change", "curve"), ("data-transition", change.transition)],
      [
        .el(
          "svg",
          [
            ("viewBox", "0 -10 400 270"), ("role", "img"), ("aria-label", caption),
            ("data-axis-ms", SnapshotComparePage.number(axis)),
          ],
          guides + lines),
        .el(
          "figcaption", [],
          [.text(caption + ". Grey dashed: base; red: new; axis 0–\(SnapshotComparePage.number(axis)) ms.")]),
      ])
  }
}
