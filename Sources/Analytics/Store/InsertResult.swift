/// What storing a list of events did: for each, in order, whether its id was already stored.
public struct InsertResult: Hashable, Sendable {
  /// One flag per event: `true` when the id was stored before (by an earlier event of the same list too).
  public var isDuplicate: [Bool]

  /// Creates a result from per-event duplicate flags.
  public init(isDuplicate: [Bool]) {
    self.isDuplicate = isDuplicate
  }

  /// The results of one event, shared (no array allocated per single-event request).
  static let oneStored = InsertResult(isDuplicate: [false])
  static let oneDuplicate = InsertResult(isDuplicate: [true])

  /// The number of events newly stored.
  public var accepted: Int { isDuplicate.count { !$0 } }
  /// The number of events whose id was already stored.
  public var duplicates: Int { isDuplicate.count { $0 } }
}
