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

  /// The row after adding `change` to `old` (nil: no row yet), as the PostgreSQL upsert computes it:
  /// the first variant stays, a different one (or a mixed change) makes the row mixed.
  public static func after(_ old: RollupUnitState?, adding change: RollupPlan.UnitChange) -> RollupUnitState {
    guard let old else {
      return RollupUnitState(
        variant: change.variant, mixed: change.mixed, wasMixed: false, impressions: change.impressions,
        taps: change.taps, closes: change.closes)
    }
    return RollupUnitState(
      variant: old.variant, mixed: old.mixed || change.mixed || !RollupPlan.same(old.variant, change.variant),
      wasMixed: old.mixed, impressions: old.impressions + change.impressions, taps: old.taps + change.taps,
      closes: old.closes + change.closes)
  }
}
