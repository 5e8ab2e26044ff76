import Foundation

/// How the report writes its figures for people, the same on the page and in the CLI: rates as
/// percentages with their raw counts beside them, intervals with an en dash or an ellipsis, p-values
/// with four decimals.
public enum ReportText {
  /// "5.00 %", or "—" when undefined.
  public static func percent(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "—" }
    return String(format: "%.2f %%", value * 100)
  }

  /// "+30.00 %", "−4.10 %" (a minus sign, not a hyphen), or "—".
  public static func signedPercent(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "—" }
    return String(format: "%+.2f %%", value * 100).replacingOccurrences(of: "-", with: "−")
  }

  /// A percentage for a sentence: whole percent from 10 % on, one decimal below ("12 %", "3.4 %"),
  /// signed when asked ("+3 %", "−8 %").
  public static func roundPercent(_ value: Double, signed: Bool = false) -> String {
    let percent = value * 100
    let digits = abs(percent) < 9.95 ? 1 : 0
    let text = String(format: signed ? "%+.\(digits)f %%" : "%.\(digits)f %%", percent)
    return text.replacingOccurrences(of: "-", with: "−")
  }

  /// "5.00 % (50/1000)": the rate and its numerator and denominator.
  public static func ratio(_ value: Double?, _ numerator: Int, _ denominator: Int) -> String {
    "\(percent(value)) (\(numerator)/\(denominator))"
  }

  /// "3.81 % – 6.53 %", or "—" when either bound is undefined.
  public static func interval(_ low: Double?, _ high: Double?, signed: Bool = false) -> String {
    guard let low, let high, low.isFinite, high.isFinite else { return "—" }
    return signed
      ? "\(signedPercent(low)) … \(signedPercent(high))" : "\(percent(low)) – \(percent(high))"
  }

  /// "0.0421", "3.10e-07" for tiny values, or "—".
  public static func pValue(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "—" }
    return value < 0.0001 && value > 0 ? String(format: "%.2e", value) : String(format: "%.4f", value)
  }

  /// A count with a thin grouping space from 10 000 on ("20 000").
  public static func count(_ value: Int) -> String {
    guard abs(value) >= 10_000 else { return String(value) }
    var digits = String(abs(value))
    var groups: [String] = []
    while digits.count > 3 {
      groups.insert(String(digits.suffix(3)), at: 0)
      digits.removeLast(3)
    }
    groups.insert(digits, at: 0)
    return (value < 0 ? "−" : "") + groups.joined(separator: " ")
  }
}
