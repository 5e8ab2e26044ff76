import DialogMotion

/// A timing curve drawn as inline SVG, sampled server-side from the Swift definition.
///
/// Plot units are fixed so a reader (or a test) can invert them: x = fraction × 100, y = 100 − progress × 100.
/// The view box grows to show a spring's overshoot; progress 0 and 1 are drawn as guide lines.
///
/// ```swift
/// let svg = CurveSVG.svg([.init(role: "present", transition: definition.present)], label: "pop-grow")
/// ```
public enum CurveSVG {
  /// How many points each polyline has (fractions 0, 1/(n−1), …, 1).
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

  /// The sampled points in plot units.
  public static func points(_ transition: Transition, count: Int = sampleCount) -> [(x: Double, y: Double)] {
    let progress = transition.curve.progressFunction(duration: transition.duration)
    return (0..<count).map { index in
      let fraction = Double(index) / Double(count - 1)
      return (fraction * 100, 100 - progress(fraction) * 100)
    }
  }

  /// The `points` attribute of a polyline: `x,y` pairs with up to 3 decimals.
  public static func pointsAttribute(_ points: [(x: Double, y: Double)]) -> String {
    points.map {
      "\(NumberText.format($0.x, maxFractionDigits: 3)),\(NumberText.format($0.y, maxFractionDigits: 3))"
    }
    .joined(separator: " ")
  }

  /// The SVG element with one polyline per series and an accessible title.
  public static func svg(_ series: [Series], label: String) -> HTMLNode {
    let sampled: [(Series, [(x: Double, y: Double)])] = series.map { ($0, points($0.transition)) }
    let ys: [Double] = sampled.flatMap { $0.1.map(\.y) } + [0, 100]
    let top = (ys.min() ?? 0) - 8
    let bottom = (ys.max() ?? 100) + 8
    let viewBox =
      "-6 \(NumberText.format(top, maxFractionDigits: 3)) 112 \(NumberText.format(bottom - top, maxFractionDigits: 3))"
    // SVG children are written with explicit end tags: in HTML's foreign content an unclosed `<line>`
    // would swallow the elements after it.
    var children: [HTMLNode] = [
      .el("title", [], [.text(label)]),
      .el("line", [("class", "curve-guide"), ("x1", "0"), ("y1", "0"), ("x2", "100"), ("y2", "0")], []),
      .el("line", [("class", "curve-guide"), ("x1", "0"), ("y1", "100"), ("x2", "100"), ("y2", "100")], []),
      .el("line", [("class", "curve-axis"), ("x1", "0"), ("y1", "100"), ("x2", "0"), ("y2", "0")], []),
    ]
    for (item, points) in sampled {
      children.append(
        .el(
          "polyline",
          [
            ("class", "curve curve-\(item.role)"), ("data-curve", item.role),
            ("data-duration-ms", NumberText.format(item.transition.duration * 1000, maxFractionDigits: 3)),
            ("fill", "none"), ("vector-effect", "non-scaling-stroke"), ("points", pointsAttribute(points)),
          ], []))
    }
    return .el(
      "svg",
      [
        ("class", "curve-chart"), ("viewBox", viewBox), ("preserveAspectRatio", "none"), ("role", "img"),
        ("aria-label", label), ("xmlns", "http://www.w3.org/2000/svg"),
      ], children)
  }

  /// The present and dismiss curves of a definition in one chart.
  public static func svg(_ definition: DialogDefinition, label: String) -> HTMLNode {
    svg(
      [
        Series(role: "present", transition: definition.present),
        Series(role: "dismiss", transition: definition.dismiss),
      ],
      label: label)
  }
}
