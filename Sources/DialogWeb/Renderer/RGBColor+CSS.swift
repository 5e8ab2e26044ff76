import DialogMotion

extension RGBColor {
  /// `rgb(R G B)` with 0–255 components, or `rgb(R G B / A)` with an alpha below 1.
  func css(alpha: Double = 1) -> String {
    let components = [red, green, blue].map { CSSNumber.text($0 * 255, digits: 3) }.joined(separator: " ")
    return alpha >= 1 ? "rgb(\(components))" : "rgb(\(components) / \(CSSNumber.text(alpha)))"
  }
}
