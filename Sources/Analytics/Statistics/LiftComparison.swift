/// One variant against the control: the relative lift of the tap rate, its fixed-horizon interval,
/// p-value, chance to beat the control and minimum detectable effect, and the always-valid interval
/// and p-value of a ``ConfidenceSequence`` (api.md "Report"). `nil` wherever a figure is undefined.
///
/// Var(lift) = Var(ctr_T)/ctr_C² + ctr_T²·Var(ctr_C)/ctr_C⁴ (gbstats' `frequentist_variance`, relative).
/// With no taps in either arm the variance degenerates: only `lift` is given (−1 or `nil`).
public struct LiftComparison: Hashable, Sendable {
  /// The z of 80 % power: the 0.8 quantile of the standard normal distribution.
  public static let z80 = 0.841_621_233_572_914

  /// ctr_T / ctr_C − 1.
  public var lift: Double?
  /// √Var(lift); `nil` when undefined or 0.
  public var standardError: Double?
  /// lift ∓ z·SE.
  public var low: Double?
  public var high: Double?
  /// The two-sided fixed-horizon p-value erfc(|lift/SE|/√2).
  public var pValue: Double?
  /// Φ(lift/SE).
  public var chanceToBeatControl: Double?
  /// (z + z₈₀)·SE.
  public var minimumDetectableEffect: Double?
  /// lift ∓ the confidence sequence's half-width.
  public var sequentialLow: Double?
  public var sequentialHigh: Double?
  /// The always-valid p-value.
  public var sequentialPValue: Double?

  /// Compares `treatment` with `control` under a confidence sequence tuned to `tuning` users.
  public init(treatment: VariantSums, control: VariantSums, tuning: Int) {
    let t = RatioEstimate(treatment)
    let c = RatioEstimate(control)
    guard let ctrT = t.ratio, let ctrC = c.ratio, ctrC > 0 else { return }
    lift = Lift.relative(
      successes: treatment.taps, trials: treatment.impressions, controlSuccesses: control.taps,
      controlTrials: control.impressions)
    guard let lift, treatment.taps > 0, let varT = t.variance, let varC = c.variance else { return }
    let variance = varT / (ctrC * ctrC) + ctrT * ctrT * varC / (ctrC * ctrC * ctrC * ctrC)
    guard variance > 0, variance.isFinite else { return }
    let se = variance.squareRoot()
    let z = lift / se
    let z95 = WilsonInterval.z95
    standardError = se
    low = lift - z95 * se
    high = lift + z95 * se
    pValue = NormalDistribution.twoSidedPValue(z: z)
    chanceToBeatControl = NormalDistribution.cdf(z: z)
    minimumDetectableEffect = (z95 + Self.z80) * se
    let sequence = ConfidenceSequence(tuning: tuning)
    let units = treatment.units + control.units
    let half = sequence.halfWidth(standardError: se, units: units)
    sequentialLow = lift - half
    sequentialHigh = lift + half
    sequentialPValue = sequence.pValue(z: z, units: units)
  }
}
