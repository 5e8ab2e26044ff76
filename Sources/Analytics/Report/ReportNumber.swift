/// How the report writes a number in JSON and CSV.
enum ReportNumber {
  /// The shortest decimal text that reads back as exactly `value` (Swift's `description`, so 0.05 is
  /// "0.05", and tiny values use an exponent like "1.5e-07", valid JSON); integral values below 2⁵³
  /// without a fraction ("50"). `nil` for NaN and infinities, which JSON can't hold.
  static func text(_ value: Double) -> String? {
    guard value.isFinite else { return nil }
    if value.rounded() == value && abs(value) < 9_007_199_254_740_992 { return String(Int64(value)) }
    return value.description
  }
}
