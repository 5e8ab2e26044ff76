/// How ``RangeCache`` reads a store: a campaign's daily rows and versions, some days' of them, and the
/// versions of a range's days with the rebuild marks; each in one snapshot.
public struct RangeReads: Sendable {
  public var campaign: @Sendable (String) throws(EventStoreError) -> RangeSnapshot
  public var days: @Sendable (String, [Int64]) throws(EventStoreError) -> RangeSnapshot
  /// The versions of days `[from, to)` and of day −1.
  public var versions: @Sendable (String, Int64, Int64) throws(EventStoreError) -> [RangeVersion]

  public init(
    campaign: @escaping @Sendable (String) throws(EventStoreError) -> RangeSnapshot,
    days: @escaping @Sendable (String, [Int64]) throws(EventStoreError) -> RangeSnapshot,
    versions: @escaping @Sendable (String, Int64, Int64) throws(EventStoreError) -> [RangeVersion]
  ) {
    self.campaign = campaign
    self.days = days
    self.versions = versions
  }
}
