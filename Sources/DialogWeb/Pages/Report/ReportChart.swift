import Analytics

/// The CTR chart: one bar per variant with its Wilson interval as a whisker, as inline SVG
/// (presentation attributes only, no style attributes, so the CSP stays strict).
enum ReportChart {
  static func svg(_ report: Report) -> HTMLNode {
    let width = 640.0
    let rowHeight = 44.0
    let left = 90.0
    let right = 70.0
    let height = rowHeight * Double(max(report.variants.count, 1)) + 30
    let top = max(0.01, report.variants.compactMap { $0.ctrHigh ?? $0.ctr }.max() ?? 0.01)
    let scale = (width - left - right) / (top * 1.1)
    var nodes: [HTMLNode] = []
    for (index, variant) in report.variants.enumerated() {
      let y = 10 + Double(index) * rowHeight
      nodes.append(svgText(x: left - 10, y: y + 22, anchor: "end", variant.id))
      guard let ctr = variant.ctr else {
        nodes.append(svgText(x: left + 4, y: y + 22, anchor: "start", "no impressions yet"))
        continue
      }
      nodes.append(
        .el(
          "rect",
          [
            ("x", f(left)), ("y", f(y + 6)), ("width", f(max(1, ctr * scale))), ("height", "24"),
            ("fill", index == 0 ? "#8e8e93" : "#007aff"), ("data-ctr", String(ctr)),
          ]))
      if let low = variant.ctrLow, let high = variant.ctrHigh {
        let x1 = left + low * scale
        let x2 = left + high * scale
        let mid = y + 18
        nodes.append(line(x1, mid, x2, mid))
        nodes.append(line(x1, mid - 8, x1, mid + 8))
        nodes.append(line(x2, mid - 8, x2, mid + 8))
      }
      nodes.append(
        svgText(
          x: left + (variant.ctrHigh ?? ctr) * scale + 8, y: y + 22, anchor: "start",
          ReportFormat.percent(ctr)))
    }
    nodes.append(line(left, 4, left, height - 20))
    nodes.append(svgText(x: left, y: height - 4, anchor: "middle", "0 %"))
    nodes.append(svgText(x: left + top * scale, y: height - 4, anchor: "middle", ReportFormat.percent(top)))
    return .el(
      "svg",
      [
        ("class", "ctr-chart"), ("viewBox", "0 0 \(f(width)) \(f(height))"), ("role", "img"),
        ("aria-label", "CTR per variant with 95 % confidence intervals"),
        ("xmlns", "http://www.w3.org/2000/svg"),
      ], nodes)
  }

  static func svgText(x: Double, y: Double, anchor: String, _ text: String) -> HTMLNode {
    .el(
      "text",
      [("x", f(x)), ("y", f(y)), ("text-anchor", anchor), ("font-size", "13"), ("fill", "currentColor")],
      [.text(text)])
  }

  static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> HTMLNode {
    .void(
      "line",
      [
        ("x1", f(x1)), ("y1", f(y1)), ("x2", f(x2)), ("y2", f(y2)), ("stroke", "#1c1c1e"),
        ("stroke-width", "2"),
      ])
  }

  static func f(_ value: Double) -> String { String(Double(Int((value * 10).rounded())) / 10) }
}
