/// An event of a request that was not stored: its position, its id when that was a string, and why.
public struct RejectedEvent: Hashable, Sendable {
  /// The event's position in the request (0 for a single event).
  public var index: Int
  /// The event's `id` when it was a string (even an invalid one), else `nil`.
  public var id: String?
  /// Why it was rejected.
  public var error: EventValidationError

  /// Creates a rejection of the event at `index`.
  public init(index: Int, id: String?, error: EventValidationError) {
    self.index = index
    self.id = id
    self.error = error
  }
}
