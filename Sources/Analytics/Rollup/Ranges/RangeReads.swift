/// How ``RangeCache`` reads a store: a campaign's rows (``RangeRow``: daily rows and anonymous slices; all, or those of some days) handed one by one to a sink as they are read (millions at 10⁷ events: never all in an array) with the versions of
/// the same days and the rebuild marks, in one snapshot; and the versions of a range's days.
public struct RangeReads: Sendable {
  /// `rows(campaign, days or nil for all, sink)`: the rows to `sink` (which returns false to stop: the
  /// campaign can't be held), then the versions.
  public var rows: @Sendable (String, [Int64]?, (RangeRow) -> Bool) throws(EventStoreError) -> [RangeVersion]
  /// The versions of days `[from, to)` and of day −1.
  public var versions: @Sendable (String, Int64, Int64) throws(EventStoreError) -> [RangeVersion]

  public init(
    rows:
      @escaping @Sendable (String, [Int64]?, (RangeRow) -> Bool) throws(EventStoreError) ->
      [RangeVersion],
    versions: @escaping @Sendable (String, Int64, Int64) throws(EventStoreError) -> [RangeVersion]
  ) {
    self.rows = rows
    self.versions = versions
  }
}
