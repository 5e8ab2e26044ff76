/// A warning shown with the report: a stable code and one plain sentence.
public struct ReportWarning: Hashable, Sendable {
  /// What the warning is about; the raw value is the contract's `code`.
  public enum Code: String, CaseIterable, Hashable, Sendable {
    /// Sample ratio mismatch: named users don't follow the configured weights.
    case srm
    /// Users whose events name several variants were left out.
    case multipleVariants = "multiple_variants"
    /// Taps or closes matched no impression and were left out.
    case unmatched
    /// More than 1 % of a variant's impressions carry no `user`.
    case anonymous
    /// A variant has fewer than ``Report/minimumUnits`` units or users.
    case minSample = "min_sample"
    /// The control or a compared variant has no taps.
    case noTaps = "no_taps"
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

  /// Named users don't follow the weights (`srm_p_value` below ``Report/srmThreshold``).
  public static let srm = ReportWarning(
    code: .srm,
    message:
      "The users are split between the variants far more unevenly than the weights allow by chance "
      + "(sample ratio mismatch), so assignment or logging is broken and the comparison can't be trusted.")

  /// `count` users appeared in more than one variant.
  public static func multipleVariants(_ count: Int) -> ReportWarning {
    ReportWarning(
      code: .multipleVariants,
      message: "\(count) \(count == 1 ? "user's events name" : "users' events name") more than one variant, "
        + "so \(count == 1 ? "that user is" : "they are") left out of every figure; check that the app "
        + "assigns each user once.")
  }

  /// `count` taps and closes matched no impression.
  public static func unmatched(_ count: Int) -> ReportWarning {
    ReportWarning(
      code: .unmatched,
      message: "\(count) \(count == 1 ? "tap or close" : "taps and closes") matched no impression of the "
        + "same user and variant in range (or went beyond the user's impressions) and "
        + "\(count == 1 ? "is" : "are") left out.")
  }

  /// More than 1 % of these variants' impressions carry no `user`.
  public static func anonymous(_ variants: [String]) -> ReportWarning {
    ReportWarning(
      code: .anonymous,
      message: "More than 1 % of the impressions of \(variantList(variants)) carry no user, so each "
        + "is counted as an independent user, which narrows the intervals if they are not, and the "
        + "sample-ratio check is off.")
  }

  /// Some variants have too few units or users; `variants` are their ids, in report order.
  public static func minSample(_ variants: [String]) -> ReportWarning {
    let threshold = Report.minimumUnits
    let message =
      variants.count == 1
      ? "Variant \(variants[0]) has fewer than \(threshold) users, too few for its rates, intervals "
        + "and p-values to mean much yet."
      : "Variants \(listed(variants)) have fewer than \(threshold) users each, too few for their "
        + "rates, intervals and p-values to mean much yet."
    return ReportWarning(code: .minSample, message: message)
  }

  /// These variants (the control among them, perhaps) have no taps.
  public static func noTaps(_ variants: [String]) -> ReportWarning {
    ReportWarning(
      code: .noTaps,
      message: "\(variantList(variants).capitalizedFirst) \(variants.count == 1 ? "has" : "have") no taps "
        + "yet, so the lift's interval, p-values, chance to beat the control and minimum detectable "
        + "effect can't be computed for \(variants.count == 1 ? "its comparison" : "their comparisons").")
  }

  /// Always shown on the live page.
  public static let peeking = ReportWarning(
    code: .peeking,
    message:
      "This report updates live, and stopping the test as soon as a fixed-horizon p-value looks "
      + "significant makes a false winner far more likely than it says, so decide on the always-valid "
      + "figures, or read the fixed-horizon ones once, when the planned users are reached.")

  /// "variant A", "variants A and B".
  private static func variantList(_ items: [String]) -> String {
    (items.count == 1 ? "variant " : "variants ") + listed(items)
  }

  /// "A", "A and B", "A, B and C".
  private static func listed(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
  }
}

extension String {
  fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
