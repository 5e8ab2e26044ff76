/// The events of one request body after validation: the valid ones to store and the rejected ones.
public struct DecodedEvents: Hashable, Sendable {
  /// The valid events, in request order; submit these to the writer.
  public var events: [Event]
  /// The rejected events, by increasing index.
  public var rejected: [RejectedEvent]

  /// Creates a result from valid and rejected events.
  public init(events: [Event], rejected: [RejectedEvent]) {
    self.events = events
    self.rejected = rejected
  }

  /// How many events the body held.
  public var count: Int { events.count + rejected.count }
}
