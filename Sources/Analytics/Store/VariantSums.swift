/// One variant's units summed: the counts the report shows and the sufficient statistics its figures
/// come from (api.md "Report"). The boundary between a store and the statistics: a scan of the raw
/// events and a rollup kept at ingest both answer this, and ``Report`` needs nothing else.
///
/// For unit i (a named user, or one anonymous impression) mᵢ is its taps (at most its impressions)
/// and dᵢ its impressions; n is ``units``, Σm ``taps``, Σd ``impressions``.
public struct VariantSums: Hashable, Sendable {
  /// The variant id.
  public var variant: String
  /// n: the units (named users with an impression, plus one per anonymous impression).
  public var units: Int
  /// The named units.
  public var users: Int
  /// Named units with at least one tap.
  public var usersTapped: Int
  /// Σd: impressions over the units.
  public var impressions: Int
  /// Σm: taps over the units, each unit's capped at its impressions.
  public var taps: Int
  /// Closes over the units (anonymous ones matched one to one to anonymous impressions).
  public var closes: Int
  /// Σm².
  public var tapsSquared: Int
  /// Σd².
  public var impressionsSquared: Int
  /// Σmd.
  public var tapsTimesImpressions: Int
  /// Σc²: each unit's closes squared (closes as ``closes`` counts them).
  public var closesSquared: Int
  /// Σcd.
  public var closesTimesImpressions: Int
  /// The impressions without a `user` (each one a unit of its own).
  public var anonymousImpressions: Int
  /// Taps and closes of this variant that matched no impression, left out of every figure.
  public var unmatched: Int

  /// Sums for `variant`, zero unless given.
  public init(
    variant: String, units: Int = 0, users: Int = 0, usersTapped: Int = 0, impressions: Int = 0,
    taps: Int = 0, closes: Int = 0, tapsSquared: Int = 0, impressionsSquared: Int = 0,
    tapsTimesImpressions: Int = 0, anonymousImpressions: Int = 0, unmatched: Int = 0,
    closesSquared: Int = 0, closesTimesImpressions: Int = 0
  ) {
    self.variant = variant
    self.units = units
    self.users = users
    self.usersTapped = usersTapped
    self.impressions = impressions
    self.taps = taps
    self.closes = closes
    self.tapsSquared = tapsSquared
    self.impressionsSquared = impressionsSquared
    self.tapsTimesImpressions = tapsTimesImpressions
    self.anonymousImpressions = anonymousImpressions
    self.unmatched = unmatched
    self.closesSquared = closesSquared
    self.closesTimesImpressions = closesTimesImpressions
  }

  /// Adds one unit with `taps` and `impressions` (taps already capped at impressions).
  public mutating func addUnit(taps m: Int, impressions d: Int, closes: Int, named: Bool) {
    units += 1
    impressions += d
    taps += m
    self.closes += closes
    tapsSquared += m * m
    impressionsSquared += d * d
    tapsTimesImpressions += m * d
    closesSquared += closes * closes
    closesTimesImpressions += closes * d
    if named {
      users += 1
      if m > 0 { usersTapped += 1 }
    } else {
      anonymousImpressions += d
    }
  }

  /// Adds a variant's anonymous events: each impression a unit (d = 1), taps and closes matched to
  /// them one to one, the rest unmatched.
  public mutating func addAnonymous(impressions count: Int, taps: Int, closes: Int) {
    let matchedTaps = min(taps, count)
    let matchedCloses = min(closes, count)
    units += count
    impressions += count
    impressionsSquared += count
    anonymousImpressions += count
    self.taps += matchedTaps
    tapsSquared += matchedTaps
    tapsTimesImpressions += matchedTaps
    self.closes += matchedCloses
    closesSquared += matchedCloses
    closesTimesImpressions += matchedCloses
    unmatched += (taps - matchedTaps) + (closes - matchedCloses)
  }
}
