/// Which events `dialog-preview purge` deletes: those matching every condition given.
///
/// At least one condition is required; a store refuses an empty filter rather than delete everything.
public struct PurgeFilter: Hashable, Sendable {
  /// Only events with exactly this `user` (erasure requests).
  public var user: String?
  /// Only events whose ``Event/eventTime`` is before this, epoch milliseconds (retention).
  public var before: Int64?
  /// Only events from this source (`preview` traffic).
  public var source: EventSource?

  /// Creates a filter from the conditions given.
  public init(user: String? = nil, before: Int64? = nil, source: EventSource? = nil) {
    self.user = user
    self.before = before
    self.source = source
  }

  /// Whether no condition is set (which would match every event).
  public var isEmpty: Bool { user == nil && before == nil && source == nil }
}
