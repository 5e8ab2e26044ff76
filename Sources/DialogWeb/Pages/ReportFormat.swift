import Foundation

/// Numbers as the report page shows them: rates as percentages with their raw counts beside them.
enum ReportFormat {
  static func percent(_ value: Double) -> String { String(format: "%.2f %%", value * 100) }

  static func signedPercent(_ value: Double) -> String { String(format: "%+.2f %%", value * 100) }

  static func ratio(_ value: Double?, _ numerator: Int, _ denominator: Int) -> String {
    guard let value else { return "— (\(numerator)/\(denominator))" }
    return "\(percent(value)) (\(numerator)/\(denominator))"
  }

  static func pValue(_ value: Double) -> String {
    value < 0.0001 ? String(format: "%.2e", value) : String(format: "%.4f", value)
  }
}
