/// A warning shown with the report: a stable code and one plain sentence.
public struct ReportWarning: Hashable, Sendable {
  /// What the warning is about; the raw value is the contract's `code`.
  public enum Code: String, CaseIterable, Hashable, Sendable {
    /// Sample ratio mismatch: impressions don't follow the configured weights.
    case srm
    /// A variant has fewer impressions than ``Report/minimumImpressions``.
    case minSample = "min_sample"
    /// The result is live and read repeatedly.
    case peeking
  }

  /// The warning's code.
  public var code: Code
  /// One sentence for people.
  public var message: String

  /// Creates a warning.
  public init(code: Code, message: String) {
    self.code = code
    self.message = message
  }

  /// Impressions don't follow the weights (`srm_p_value` below ``Report/srmThreshold``).
  public static let srm = ReportWarning(
    code: .srm,
    message:
      "The impressions are split between the variants far more unevenly than the weights allow by chance "
      + "(sample ratio mismatch), so assignment or logging is broken and the comparison can't be trusted.")

  /// Some variants have too few impressions; `variants` are their ids, in report order.
  public static func minSample(_ variants: [String]) -> ReportWarning {
    let threshold = Report.minimumImpressions
    let message =
      variants.count == 1
      ? "Variant \(variants[0]) has fewer than \(threshold) impressions, too few for its rates, interval "
        + "and p-value to mean much yet."
      : "Variants \(listed(variants)) have fewer than \(threshold) impressions each, too few for their "
        + "rates, intervals and p-values to mean much yet."
    return ReportWarning(code: .minSample, message: message)
  }

  /// Always shown on the live page.
  public static let peeking = ReportWarning(
    code: .peeking,
    message:
      "This report updates live, and stopping the test as soon as a difference looks significant makes a "
      + "false winner far more likely than the p-value says, so fix the sample size in advance and decide "
      + "only when it is reached.")

  /// "A", "A and B", "A, B and C".
  private static func listed(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
  }
}
