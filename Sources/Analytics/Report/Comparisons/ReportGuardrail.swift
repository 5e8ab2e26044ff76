/// The close rate's guardrail of one compared variant (api.md "Report", `guardrails`; issue 43): does
/// the variant make people close the dialog more than the control does?
///
/// The close rate is a ratio metric over the same units as `ctr`: Σc / Σd, c a unit's closes (as
/// `closes` counts them) and d its impressions, its variance by the delta method from Σc, Σd, Σc²,
/// Σd² and Σcd (``VariantSums``). The comparison is ``LiftComparison``'s (relative lift, 95 %
/// fixed-horizon interval, the always-valid interval of the confidence sequence tuned to the same N*
/// as the taps'), read one-sided for "worse":
///
/// - `p_value_worse` = 1 − Φ(lift / SE), the fixed-horizon p-value of "the close rate is higher".
/// - `sequential_p_value_worse`: the always-valid p-value when the lift is positive, else 1. The
///   confidence sequence is two-sided; its p-value bounds the one-sided error too (P(it ever falls
///   below α with a positive lift) ≤ P(it ever falls below α) ≤ α), at the cost of some power.
/// - Both Holm-adjusted over the comparisons (`…_holm`), as the taps' p-values are.
/// - `verdict`: `worse` when `sequential_p_value_worse_holm` < 0.05 (valid however often the report
///   is read, as the taps' verdict), else `no_evidence`.
public struct ReportGuardrail: Hashable, Sendable {
  /// What the guardrail says.
  public enum Verdict: String, Hashable, Sendable {
    case worse
    case noEvidence = "no_evidence"
  }

  /// The metric guarded: always `close_rate`.
  public var metric: String { "close_rate" }
  /// The compared variant's id.
  public var variant: String
  /// close_rate_T / close_rate_C − 1.
  public var lift: Double?
  public var liftLow: Double?
  public var liftHigh: Double?
  public var sequentialLiftLow: Double?
  public var sequentialLiftHigh: Double?
  public var pValueWorse: Double?
  public var pValueWorseHolm: Double?
  public var sequentialPValueWorse: Double?
  public var sequentialPValueWorseHolm: Double?

  /// `worse` when `sequential_p_value_worse_holm` is below ``Report/verdictLevel``.
  public var verdict: Verdict {
    guard let p = sequentialPValueWorseHolm, p < Report.verdictLevel else { return .noEvidence }
    return .worse
  }

  /// The guardrail of `treatment` against `control` under the confidence sequence tuned to `tuning`
  /// (Holm's figures are set by ``Report``).
  public init(variant: String, treatment: VariantSums, control: VariantSums, tuning: Int) {
    self.variant = variant
    let comparison = LiftComparison(
      treatment: Self.closeSums(treatment), control: Self.closeSums(control), tuning: tuning)
    lift = comparison.lift
    liftLow = comparison.low
    liftHigh = comparison.high
    sequentialLiftLow = comparison.sequentialLow
    sequentialLiftHigh = comparison.sequentialHigh
    if let lift = comparison.lift, let se = comparison.standardError {
      pValueWorse = NormalDistribution.cdf(z: -lift / se)
      if let p = comparison.sequentialPValue { sequentialPValueWorse = lift > 0 ? p : 1 }
    }
  }

  /// `sums` with the closes in the place of the taps, so ``LiftComparison`` compares close rates.
  static func closeSums(_ sums: VariantSums) -> VariantSums {
    var closes = sums
    closes.taps = sums.closes
    closes.tapsSquared = sums.closesSquared
    closes.tapsTimesImpressions = sums.closesTimesImpressions
    return closes
  }

  /// `{"metric":"close_rate","variant":…,"lift":…,…,"verdict":…}` for the report's JSON.
  func appendJSON(to out: inout String) {
    out += "{\"metric\":\"close_rate\",\"variant\":"
    JSONText.appendQuoted(variant, to: &out)
    for (name, cell) in fields {
      out += ",\"\(name)\":"
      cell.appendJSON(to: &out)
    }
    out += ",\"verdict\":\"\(verdict.rawValue)\"}"
  }

  /// The numeric fields' names, in the contract's order (`verdict` follows them).
  static let fieldNames = [
    "lift", "lift_low", "lift_high", "sequential_lift_low", "sequential_lift_high", "p_value_worse",
    "p_value_worse_holm", "sequential_p_value_worse", "sequential_p_value_worse_holm",
  ]

  /// The numeric fields, named by ``fieldNames``.
  var fields: [(name: String, cell: ReportCell)] {
    let values = [
      lift, liftLow, liftHigh, sequentialLiftLow, sequentialLiftHigh, pValueWorse, pValueWorseHolm,
      sequentialPValueWorse, sequentialPValueWorseHolm,
    ]
    return zip(Self.fieldNames, values).map { ($0, ReportCell.number($1)) }
  }
}
