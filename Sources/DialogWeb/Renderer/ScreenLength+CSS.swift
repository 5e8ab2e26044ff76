import DialogMotion

extension ScreenLength {
  /// The length against the screen element's custom properties, never the viewport:
  /// `12px`, `var(--screen-width)`, `calc(var(--screen-width) * 300 / 375)`,
  /// `calc(var(--screen-height) * 0.5 - 140px)`.
  var css: String {
    var terms: [(negative: Bool, text: String)] = []
    func variable(_ name: String, _ coefficient: Double, divisor: String = "") {
      guard coefficient != 0 else { return }
      let magnitude = abs(coefficient)
      let factor = magnitude == 1 && divisor.isEmpty ? "" : " * \(CSSNumber.text(magnitude))\(divisor)"
      terms.append((coefficient < 0, "var(\(name))\(factor)"))
    }
    variable("--screen-width", width)
    variable("--screen-width", scaled, divisor: " / \(CSSNumber.text(Self.referenceWidth))")
    variable("--screen-height", height)
    if points != 0 { terms.append((points < 0, CSSNumber.px(abs(points)))) }

    guard let first = terms.first else { return "0px" }
    if terms.count == 1 && !first.negative && !first.text.contains(" ") { return first.text }
    if terms.count == 1 && first.text.hasSuffix("px") { return "-" + first.text }
    var expression = first.negative ? "-1 * \(first.text)" : first.text
    for term in terms.dropFirst() {
      expression += (term.negative ? " - " : " + ") + term.text
    }
    return "calc(\(expression))"
  }
}
