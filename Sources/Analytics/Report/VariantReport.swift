/// One row of the A/B report: a variant's units, counts and figures (api.md "Report"), `nil` where a
/// value is undefined. The comparison fields stay `nil` for the control; ``Report`` fills them.
public struct VariantReport: Hashable, Sendable {
  /// The variant id.
  public var id: String
  /// The configured assignment weight.
  public var weight: Double
  /// n: named users with an impression plus anonymous impressions.
  public var units: Int
  /// The named units.
  public var users: Int
  /// Impressions over the units.
  public var impressions: Int
  /// Taps over the units (each unit's capped at its impressions).
  public var taps: Int
  /// Closes over the units.
  public var closes: Int
  /// Named units with at least one tap.
  public var usersTapped: Int
  /// taps / impressions, with its delta-method 95 % interval.
  public var ctr: Double?
  public var ctrLow: Double?
  public var ctrHigh: Double?
  /// users_tapped / users, with its Wilson 95 % interval.
  public var userCTR: Double?
  public var userCTRLow: Double?
  public var userCTRHigh: Double?
  /// closes / impressions.
  public var closeRate: Double?
  /// The fixed-horizon comparison with the control (``LiftComparison``).
  public var lift: Double?
  public var liftLow: Double?
  public var liftHigh: Double?
  public var pValue: Double?
  public var pValueHolm: Double?
  /// N*, the users this comparison is planned to reach.
  public var sequentialTuning: Int?
  /// The always-valid comparison.
  public var sequentialLiftLow: Double?
  public var sequentialLiftHigh: Double?
  public var sequentialPValue: Double?
  public var sequentialPValueHolm: Double?
  public var chanceToBeatControl: Double?
  /// The smallest relative lift a fixed-horizon test at this sample detects with 80 % power.
  public var mde: Double?

  /// The variant's own figures from `sums` under `configuration`.
  public init(configuration: ConfiguredVariant, sums: VariantSums) {
    id = configuration.id
    weight = configuration.weight
    units = sums.units
    users = sums.users
    impressions = sums.impressions
    taps = sums.taps
    closes = sums.closes
    usersTapped = sums.usersTapped
    let estimate = RatioEstimate(sums)
    ctr = estimate.ratio
    let interval = estimate.interval()
    ctrLow = interval?.low
    ctrHigh = interval?.high
    if users > 0 { userCTR = Double(usersTapped) / Double(users) }
    let wilson = WilsonInterval(successes: usersTapped, trials: users)
    userCTRLow = wilson?.lower
    userCTRHigh = wilson?.upper
    if impressions > 0 { closeRate = Double(closes) / Double(impressions) }
  }

  /// Fills the comparison fields (the Holm-adjusted ones are the report's to set).
  mutating func compare(_ comparison: LiftComparison, tuning: Int) {
    lift = comparison.lift
    liftLow = comparison.low
    liftHigh = comparison.high
    pValue = comparison.pValue
    sequentialTuning = tuning
    sequentialLiftLow = comparison.sequentialLow
    sequentialLiftHigh = comparison.sequentialHigh
    sequentialPValue = comparison.sequentialPValue
    chanceToBeatControl = comparison.chanceToBeatControl
    mde = comparison.minimumDetectableEffect
  }
}
