import DialogMotion

/// Timing curves drawn as inline SVG over a time axis in milliseconds, sampled server-side from the
/// Swift definitions.
///
/// Plot units are fixed so a reader (or a test) can invert them: x = time ÷ the longest transition
/// (`data-axis-ms` on the SVG) × 100, y = 100 − progress × 100. The view box grows to show a spring's
/// overshoot; progress 0 and 1 are dashed guide lines, quarters of the axis faint ticks, labelled in
/// milliseconds under the chart (``chart(_:label:playhead:)``). An optional playhead (`data-playhead`,
/// moved by `Public/qa/scrubber.js` through its `x1`/`x2`) marks the scrubbed instant.
///
/// ```swift
/// let chart = CurveSVG.chart([.init(role: "present", transition: definition.present)], label: "pop-grow")
/// ```
public enum CurveSVG {
  /// How many points each polyline has (fractions 0, 1/(n−1), …, 1 of its transition).
  public static let sampleCount = 101

  /// One curve to draw: `role` names it (`present`, `dismiss`) and becomes its class and `data-curve`.
  public struct Series: Sendable {
    public var role: String
    public var transition: Transition
    public init(role: String, transition: Transition) {
      self.role = role
      self.transition = transition
    }
  }

  /// The axis' length in milliseconds: the longest of the series.
  public static func axisMilliseconds(_ series: [Series]) -> Double {
    max(1, series.map { $0.transition.duration * 1000 }.max() ?? 1)
  }

  /// The sampled points in plot units, on an axis of `axisMilliseconds` (default: the transition's own).
  public static func points(
    _ transition: Transition, axisMilliseconds: Double? = nil, count: Int = sampleCount
  )
    -> [(x: Double, y: Double)]
  {
    let progress = transition.curve.progressFunction(duration: transition.duration)
    let span = transition.duration * 1000 / (axisMilliseconds ?? transition.duration * 1000)
    return (0..<count).map { index in
      let fraction = Double(index) / Double(count - 1)
      return (fraction * span * 100, 100 - progress(fraction) * 100)
    }
  }

  /// The `points` attribute of a polyline: `x,y` pairs with up to 3 decimals.
  public static func pointsAttribute(_ points: [(x: Double, y: Double)]) -> String {
    points.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
  }

  /// The SVG and its axis labels; `playhead` (ms) adds the playhead there.
  public static func chart(_ series: [Series], label: String, playhead: Double? = nil) -> HTMLNode {
    .fragment([svg(series, label: label, playhead: playhead), ticks(series)])
  }

  /// The SVG element with one polyline per series, ticks, an optional playhead and an accessible title.
  public static func svg(_ series: [Series], label: String, playhead: Double? = nil) -> HTMLNode {
    let axis = axisMilliseconds(series)
    let sampled = series.map { ($0, points($0.transition, axisMilliseconds: axis)) }
    let ys: [Double] = sampled.flatMap { $0.1.map(\.y) } + [0, 100]
    let top = (ys.min() ?? 0) - 8
    let bottom = (ys.max() ?? 100) + 8
    let viewBox = "-6 \(number(top)) 112 \(number(bottom - top))"
    var children: [HTMLNode] = [.el("title", [], [.text(label)])]
    for quarter in 1...4 {
      let x = number(Double(quarter) * 25)
      children.append(line("curve-tick", x, number(top), x, number(bottom)))
    }
    children += [
      line("curve-guide", "0", "0", "100", "0"), line("curve-guide", "0", "100", "100", "100"),
      line("curve-axis", "0", "100", "0", "0"),
    ]
    for (item, points) in sampled {
      children.append(
        .el(
          "polyline",
          [
            ("class", "curve curve-\(item.role)"), ("data-curve", item.role),
            ("data-duration-ms", number(item.transition.duration * 1000)),
            ("fill", "none"), ("vector-effect", "non-scaling-stroke"), ("points", pointsAttribute(points)),
          ]))
    }
    if let playhead {
      let x = number(min(max(playhead, 0), axis) / axis * 100)
      children.append(
        .el(
          "line",
          [
            ("class", "curve-playhead"), ("data-playhead", nil), ("x1", x), ("y1", number(top)), ("x2", x),
            ("y2", number(bottom)), ("vector-effect", "non-scaling-stroke"),
          ]))
    }
    return .el(
      "svg",
      [
        ("class", "curve-chart"), ("viewBox", viewBox), ("preserveAspectRatio", "none"), ("role", "img"),
        ("aria-label", label), ("data-axis-ms", number(axis)), ("xmlns", "http://www.w3.org/2000/svg"),
      ], children)
  }

  /// The time axis' labels under the chart: 0, the quarters and the end, in milliseconds (each centred
  /// under its tick by `preview.css`, which knows the quarters' places in the view box).
  static func ticks(_ series: [Series]) -> HTMLNode {
    let axis = axisMilliseconds(series)
    let labels = (0...4).map { NumberText.format(Double($0) * axis / 4, maxFractionDigits: 0) }
    return .el(
      "div", [("class", "curve-ticks"), ("aria-hidden", "true")],
      labels.map { .el("span", [], [.text($0)]) })
  }

  /// The present and dismiss curves of a definition in one chart.
  public static func series(_ present: Transition, _ dismiss: Transition) -> [Series] {
    [Series(role: "present", transition: present), Series(role: "dismiss", transition: dismiss)]
  }

  /// The present and dismiss curves of a definition, as SVG only.
  public static func svg(_ definition: DialogDefinition, label: String) -> HTMLNode {
    svg(series(definition.present, definition.dismiss), label: label)
  }

  static func line(_ role: String, _ x1: String, _ y1: String, _ x2: String, _ y2: String) -> HTMLNode {
    .el("line", [("class", role), ("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)])
  }

  static func number(_ value: Double) -> String { NumberText.format(value, maxFractionDigits: 3) }
}
