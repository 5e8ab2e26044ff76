/// What a store reads for ``RangeCache`` in one snapshot: daily rows of a campaign (all of them, or
/// those of some days) and the versions (``RangeVersion``) of the same days and the rebuild marks.
public struct RangeSnapshot: Sendable {
  public var rows: [RollupPlan.DailyChange]
  public var versions: [RangeVersion]

  public init(rows: [RollupPlan.DailyChange], versions: [RangeVersion]) {
    self.rows = rows
    self.versions = versions
  }
}
