/// What a store hands ``RangeCache`` after a commit: the counts it wrote (``RangeVersion``) and its
/// daily rows, those holding their whole new value and those holding what the commit adds.
public struct RangeCommit: Sendable {
  public var versions: [RangeVersion]
  public var replacing: [RollupPlan.DailyChange]
  public var adding: [RollupPlan.DailyChange]

  public init(versions: [RangeVersion], replacing: [RollupPlan.DailyChange], adding: [RollupPlan.DailyChange])
  {
    self.versions = versions
    self.replacing = replacing
    self.adding = adding
  }
}
