import DialogMotion

/// The tweak panel's bezier editor: the curve's two control points drawn over x 0…1 and y −1…2 (the
/// unit square shaded), each a focusable slider that `Public/qa/bezier.js` moves by pointer drag or arrow
/// keys, in step with the four number fields. Plot units: x × 100 across, (2 − y) × 50 down.
extension PreviewPage {
  /// A control point's position in plot units.
  static func bezierPlot(_ x: Double, _ y: Double) -> (String, String) {
    (NumberText.shortest(x * 100), NumberText.shortest((2 - y) * 50))
  }

  static func bezierEditor(_ bezier: CubicBezier) -> HTMLNode {
    let p1 = bezierPlot(bezier.x1, bezier.y1)
    let p2 = bezierPlot(bezier.x2, bezier.y2)
    func point(_ index: Int, _ plot: (String, String), _ x: Double, _ y: Double) -> HTMLNode {
      let which = index == 1 ? "First" : "Second"
      return .el(
        "circle",
        [
          ("class", "bezier-point"), ("data-point", String(index)), ("cx", plot.0), ("cy", plot.1),
          ("r", "5"),
          ("tabindex", "0"), ("role", "slider"),
          ("aria-label", "\(which) control point (x\(index), y\(index))"),
          ("aria-valuemin", "-1"), ("aria-valuemax", "2"), ("aria-valuenow", NumberText.shortest(y)),
          ("aria-valuetext", "x\(index) \(NumberText.shortest(x)), y\(index) \(NumberText.shortest(y))"),
          ("aria-describedby", "tweak-bezier-help"),
        ])
    }
    return .fragment([
      .el(
        "svg",
        [
          ("class", "bezier-editor"), ("id", "tweak-bezier-editor"), ("viewBox", "-8 -8 116 166"),
          ("role", "group"), ("aria-label", "Bezier control points"),
        ],
        [
          .el(
            "rect", [("class", "bezier-frame"), ("x", "0"), ("y", "0"), ("width", "100"), ("height", "150")]),
          .el(
            "rect", [("class", "bezier-square"), ("x", "0"), ("y", "50"), ("width", "100"), ("height", "50")]),
          .el(
            "line",
            [
              ("class", "bezier-arm"), ("data-arm", "1"), ("x1", "0"), ("y1", "100"), ("x2", p1.0),
              ("y2", p1.1),
            ]),
          .el(
            "line",
            [
              ("class", "bezier-arm"), ("data-arm", "2"), ("x1", "100"), ("y1", "50"), ("x2", p2.0),
              ("y2", p2.1),
            ]),
          .el("path", [("class", "bezier-curve"), ("d", "M0 100 C\(p1.0) \(p1.1) \(p2.0) \(p2.1) 100 50")]),
          point(1, p1, bezier.x1, bezier.y1), point(2, p2, bezier.x2, bezier.y2),
        ]),
      .el(
        "p", [("id", "tweak-bezier-help"), ("class", "muted tweak-reason")],
        [
          .text(
            "Drag a control point, or focus it and use the arrow keys (left/right move x, up/down move y; with Shift by 0.1)."
          )
        ]),
    ])
  }
}
