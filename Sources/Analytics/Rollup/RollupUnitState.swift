/// A unit row of `rollup_units` after an upsert: the first variant, whether it is mixed now and was
/// before this upsert (`was_mixed`, set from the old row by the upsert itself), and the counters now.
public struct RollupUnitState: Sendable {
  public var variant: String
  public var mixed: Bool
  public var wasMixed: Bool
  public var impressions: Int
  public var taps: Int
  public var closes: Int

  public init(variant: String, mixed: Bool, wasMixed: Bool, impressions: Int, taps: Int, closes: Int) {
    self.variant = variant
    self.mixed = mixed
    self.wasMixed = wasMixed
    self.impressions = impressions
    self.taps = taps
    self.closes = closes
  }
}
