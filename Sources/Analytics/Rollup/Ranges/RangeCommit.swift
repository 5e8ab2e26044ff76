/// What a store hands ``RangeCache`` after a commit: the counts it wrote (``RangeVersion``), its daily
/// rows (those holding their whole new value and those holding what the commit adds; each with its
/// first event) and what it added to the anonymous slices.
public struct RangeCommit: Sendable {
  public var versions: [RangeVersion]
  public var replacing: [RollupPlan.DailyChange]
  public var adding: [RollupPlan.DailyChange]
  public var anonymousSlices: [RollupAnonymousSlice]

  public init(
    versions: [RangeVersion], replacing: [RollupPlan.DailyChange], adding: [RollupPlan.DailyChange],
    anonymousSlices: [RollupAnonymousSlice] = []
  ) {
    self.versions = versions
    self.replacing = replacing
    self.adding = adding
    self.anonymousSlices = anonymousSlices
  }
}
