/// Plain decimal text for numbers in messages and summaries, without Foundation.
public enum NumberText {
  /// `value` rounded to at most `maxFractionDigits` decimals, trailing zeros dropped, never in
  /// exponent notation: 0.25 → "0.25", 1000 → "1000", -0.0 → "0", 1e-7 → "0".
  public static func format(_ value: Double, maxFractionDigits: Int = 6) -> String {
    guard value.isFinite else { return value.description }
    var scale = 1.0
    for _ in 0..<maxFractionDigits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9.0e15 else { return value.description }
    let units = UInt64(scaled)
    let whole = units / UInt64(scale)
    var fraction = String(units % UInt64(scale))
    if maxFractionDigits > 0 {
      fraction = String(repeating: "0", count: maxFractionDigits - fraction.count) + fraction
      while fraction.hasSuffix("0") { fraction.removeLast() }
    } else {
      fraction = ""
    }
    let sign = value < 0 && units != 0 ? "-" : ""
    return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
  }

  /// The shortest text that reads back as `value`: integral values without a fraction (`20`), others
  /// as Swift writes them (`2.5`, `0.05`). For attributes, messages and tables.
  public static func shortest(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
