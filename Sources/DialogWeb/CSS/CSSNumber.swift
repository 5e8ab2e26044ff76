import DialogMotion

/// Numbers as CSS text: plain decimals (never exponent notation), trailing zeros dropped.
enum CSSNumber {
  /// A number with up to `digits` decimals.
  static func text(_ value: Double, digits: Int = 6) -> String {
    NumberText.format(value, maxFractionDigits: digits)
  }

  /// `Npx`.
  static func px(_ value: Double) -> String { text(value) + "px" }

  /// `N%`.
  static func percent(_ fraction: Double, digits: Int = 4) -> String {
    text(fraction * 100, digits: digits) + "%"
  }
}
