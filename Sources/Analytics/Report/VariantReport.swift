/// One row of the A/B report: a variant's counts and statistics, `nil` where a value is undefined.
public struct VariantReport: Hashable, Sendable {
  /// The variant id.
  public var id: String
  /// The configured assignment weight.
  public var weight: Double
  /// Impression events.
  public var impressions: Int
  /// Distinct non-empty users among the impressions.
  public var users: Int
  /// Tap events.
  public var taps: Int
  /// Close events.
  public var closes: Int
  /// taps / impressions; `nil` without impressions.
  public var ctr: Double?
  /// The Wilson 95 % interval's lower bound for the CTR; `nil` without impressions.
  public var ctrLow: Double?
  /// The Wilson 95 % interval's upper bound for the CTR; `nil` without impressions.
  public var ctrHigh: Double?
  /// closes / impressions; `nil` without impressions.
  public var closeRate: Double?
  /// ctr / ctr(first) − 1; `nil` for the first variant, without impressions here or there, or when the
  /// first variant's CTR is 0.
  public var lift: Double?
  /// The two-sided pooled two-proportion z-test of the CTR against the first variant; `nil` for the first
  /// variant, without impressions here or there, or when the pooled variance is 0.
  public var pValue: Double?

  /// Computes the row for `counts` under `configuration`; `control` is the first variant's counts, or
  /// `nil` for the first variant itself.
  public init(configuration: ConfiguredVariant, counts: VariantCounts, control: VariantCounts?) {
    id = configuration.id
    weight = configuration.weight
    impressions = counts.impressions
    users = counts.users
    taps = counts.taps
    closes = counts.closes
    let n = counts.impressions
    if n > 0 {
      ctr = Double(counts.taps) / Double(n)
      closeRate = Double(counts.closes) / Double(n)
    }
    let interval = WilsonInterval(successes: counts.taps, trials: n)
    ctrLow = interval?.lower
    ctrHigh = interval?.upper
    if let control {
      lift = Lift.relative(
        successes: counts.taps, trials: n, controlSuccesses: control.taps, controlTrials: control.impressions)
      pValue = TwoProportionZTest.pValue(
        successes1: control.taps, trials1: control.impressions, successes2: counts.taps, trials2: n)
    }
  }
}
