/// One source's part of a unit row of `rollup_units` (or of a change to it, or the `all` scope derived
/// from both parts): the user's first variant in that source (nil: no event from it yet), whether a
/// second variant was seen, and the counters d, t, c.
public struct RollupUnitPart: Sendable, Equatable {
  /// The first variant (in a batch: the lowest in byte order), nil while the source has no event.
  public var variant: String?
  /// Whether a second variant was seen.
  public var mixed: Bool
  public var impressions: Int
  public var taps: Int
  public var closes: Int

  /// A part with no event.
  public static let empty = RollupUnitPart(variant: nil, mixed: false, impressions: 0, taps: 0, closes: 0)

  public init(variant: String?, mixed: Bool, impressions: Int, taps: Int, closes: Int) {
    self.variant = variant
    self.mixed = mixed
    self.impressions = impressions
    self.taps = taps
    self.closes = closes
  }

  /// Whether the source has an event in this part.
  public var isPresent: Bool { variant != nil }

  /// Adds one event of `other` with its counters (a change within one batch: the lowest variant kept,
  /// as the rebuild's `min(variant)`).
  public mutating func add(_ other: String, _ counters: (Int, Int, Int)) {
    if let variant {
      if !RollupPlan.same(variant, other) {
        mixed = true
        if RollupPlan.precedes(other, variant) { self.variant = other }
      }
    } else {
      variant = other
    }
    impressions += counters.0
    taps += counters.1
    closes += counters.2
  }

  /// The part after adding `change` to `self` (the stored part), as the PostgreSQL upsert computes it:
  /// the first variant stays, a different one (or a mixed change) makes the part mixed.
  public func adding(_ change: RollupUnitPart) -> RollupUnitPart {
    guard let variant else { return change }
    guard let other = change.variant else { return self }
    return RollupUnitPart(
      variant: variant, mixed: mixed || change.mixed || !RollupPlan.same(variant, other),
      impressions: impressions + change.impressions, taps: taps + change.taps, closes: closes + change.closes)
  }

  /// The part before `change` was added, given whether it was mixed then: the counters less the change's,
  /// the variant kept (a present part's variant never changes) unless nothing is left.
  public func removing(_ change: RollupUnitPart, wasMixed: Bool) -> RollupUnitPart {
    let d = impressions - change.impressions
    let t = taps - change.taps
    let c = closes - change.closes
    guard d + t + c > 0 else { return .empty }
    return RollupUnitPart(variant: variant, mixed: wasMixed, impressions: d, taps: t, closes: c)
  }

  /// The `all` scope of a unit from its two sources' parts: the counters add; mixed when either part is
  /// mixed or their variants differ; the variant the lower of the two (the one a batch with both
  /// would keep; it matters only for which sums row counts a mixed user, and reports add those up).
  public static func combined(_ a: RollupUnitPart, _ b: RollupUnitPart) -> RollupUnitPart {
    guard let x = a.variant else { return b }
    guard let y = b.variant else { return a }
    return RollupUnitPart(
      variant: RollupPlan.precedes(y, x) ? y : x, mixed: a.mixed || b.mixed || !RollupPlan.same(x, y),
      impressions: a.impressions + b.impressions, taps: a.taps + b.taps, closes: a.closes + b.closes)
  }
}
