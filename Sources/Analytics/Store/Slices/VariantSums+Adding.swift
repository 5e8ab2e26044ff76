extension VariantSums {
  /// Adds the sums of disjoint units (another slice's users of the same variant), field by field.
  public mutating func add(_ other: VariantSums) {
    units += other.units
    users += other.users
    usersTapped += other.usersTapped
    impressions += other.impressions
    taps += other.taps
    closes += other.closes
    tapsSquared += other.tapsSquared
    impressionsSquared += other.impressionsSquared
    tapsTimesImpressions += other.tapsTimesImpressions
    closesSquared += other.closesSquared
    closesTimesImpressions += other.closesTimesImpressions
    anonymousImpressions += other.anonymousImpressions
    unmatched += other.unmatched
  }
}
