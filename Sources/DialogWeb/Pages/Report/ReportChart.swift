import Analytics

/// The lift chart: for each variant after the control, its lift over the control as a dot, the
/// fixed-horizon 95 % interval as a thin line with end ticks and the always-valid 95 % interval as a
/// wide pale band behind it, all on one axis with 0 marked. Inline SVG with presentation attributes
/// only (no style attributes, so the CSP stays strict); every element is closed.
///
/// No `viewBox`: the chart takes its box's width and places everything across it in percentages,
/// while heights, offsets and text are in CSS pixels, so a phone shows its labels at the same 13 px
/// as a laptop instead of scaling them down with the drawing.
enum ReportChart {
  /// Where the axis starts and ends, in percent of the chart's width (the variant labels sit left of it).
  static let left = 12.0
  static let right = 96.0
  static let rowHeight = 46.0
  static let top = 8.0
  static let fontSize = 13

  static func svg(_ report: Report) -> HTMLNode {
    let compared = Array(report.variants.dropFirst())
    let height = top + rowHeight * Double(max(compared.count, 1)) + 34
    let values = compared.flatMap { v in
      [v.lift, v.liftLow, v.liftHigh, v.sequentialLiftLow, v.sequentialLiftHigh].compactMap { $0 }
    }.filter(\.isFinite)
    var low = min(0, values.min() ?? -0.1)
    var high = max(0, values.max() ?? 0.1)
    if high - low < 0.02 { (low, high) = (low - 0.01, high + 0.01) }
    let pad = (high - low) * 0.06
    (low, high) = (low - pad, high + pad)
    let scale = (right - left) / (high - low)
    func x(_ value: Double) -> Double { left + (value - low) * scale }
    let axisY = height - 26
    var nodes: [HTMLNode] = []
    for (index, v) in compared.enumerated() {
      let y = top + Double(index) * rowHeight + rowHeight / 2
      nodes.append(text(x: left, dx: -10, y: y + 5, anchor: "end", v.id, className: "variant-label"))
      guard let lift = v.lift, let fixedLow = v.liftLow, let fixedHigh = v.liftHigh,
        let avLow = v.sequentialLiftLow, let avHigh = v.sequentialLiftHigh
      else {
        nodes.append(text(x: left, dx: 6, y: y + 5, anchor: "start", "no lift yet", className: "no-lift"))
        continue
      }
      let bounds = [("data-variant", v.id)]
      nodes.append(
        line(
          x(avLow), y, x(avHigh), y, stroke: "#007aff", width: 14, className: "always-valid",
          extra: bounds + [
            ("stroke-opacity", "0.3"), ("data-low", String(avLow)), ("data-high", String(avHigh)),
          ]))
      nodes.append(
        line(
          x(fixedLow), y, x(fixedHigh), y, stroke: "#1c1c1e", width: 2, className: "fixed-horizon",
          extra: bounds + [("data-low", String(fixedLow)), ("data-high", String(fixedHigh))]))
      for end in [fixedLow, fixedHigh] {
        nodes.append(line(x(end), y - 6, x(end), y + 6, stroke: "#1c1c1e", width: 2, className: "tick"))
      }
      nodes.append(
        .el(
          "circle",
          [
            ("cx", percent(x(lift))), ("cy", f(y)), ("r", "5"), ("fill", "#007aff"), ("class", "lift"),
            ("data-variant", v.id), ("data-lift", String(lift)),
          ]))
      nodes.append(
        text(
          x: min(max(x(lift), left + 8), right - 8), y: y - 12, anchor: "middle",
          ReportText.signedPercent(lift), className: "lift-label"))
    }
    nodes.append(
      line(
        x(0), top - 4, x(0), axisY, stroke: "#6e6e73", width: 1, className: "zero",
        extra: [("stroke-dasharray", "4 3")]))
    nodes.append(line(left, axisY, right, axisY, stroke: "#6e6e73", width: 1, className: "axis"))
    nodes.append(text(x: x(0), y: axisY + 18, anchor: "middle", "0", className: "zero-label"))
    // An end's label ("−246.99 %", about 70 px) only where it can't touch the "0" on a 300-px chart.
    if x(0) - left > 28 {
      nodes.append(
        text(x: left, y: axisY + 18, anchor: "start", ReportText.signedPercent(low), className: "end"))
    }
    if right - x(0) > 28 {
      nodes.append(
        text(x: right, y: axisY + 18, anchor: "end", ReportText.signedPercent(high), className: "end"))
    }
    return .el(
      "svg",
      [
        ("class", "lift-chart"), ("width", "100%"), ("height", f(height)), ("role", "img"),
        (
          "aria-label",
          "Lift of each variant over the control, with fixed-horizon and always-valid 95 % intervals"
        ),
        ("xmlns", "http://www.w3.org/2000/svg"),
      ], nodes)
  }

  /// A text at `x` percent of the width moved by `dx` pixels, `y` pixels down.
  static func text(x: Double, dx: Double = 0, y: Double, anchor: String, _ content: String, className: String)
    -> HTMLNode
  {
    .el(
      "text",
      [("x", percent(x))] + (dx == 0 ? [] : [("dx", f(dx))]) + [
        ("y", f(y)), ("text-anchor", anchor), ("font-size", String(fontSize)), ("fill", "currentColor"),
        ("class", className),
      ],
      [.text(content)])
  }

  static func line(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String, width: Double, className: String,
    extra: [(String, String?)] = []
  ) -> HTMLNode {
    .void(
      "line",
      [
        ("x1", percent(x1)), ("y1", f(y1)), ("x2", percent(x2)), ("y2", f(y2)), ("stroke", stroke),
        ("stroke-width", f(width)), ("class", className),
      ] + extra)
  }

  static func f(_ value: Double) -> String { String(Double(Int((value * 10).rounded())) / 10) }

  /// A horizontal position: percent of the chart's width, to 0.01 %.
  static func percent(_ value: Double) -> String { String(Double(Int((value * 100).rounded())) / 100) + "%" }
}
