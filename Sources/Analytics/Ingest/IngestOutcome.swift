/// The answer to one `POST /api/events`: how many events were stored, were duplicates, or were rejected.
///
/// The HTTP layer answers 200 with ``json()`` when ``everyEventRejected`` is false, else 422 (the same
/// body with an `"error"` added by ``json()``).
public struct IngestOutcome: Hashable, Sendable {
  /// The sentence of the 422 answer's `"error"`.
  public static let everyEventRejectedMessage = "Every event in the request was rejected."

  /// Events newly stored.
  public var accepted: Int
  /// Events whose id was already stored (stored once, acknowledged again).
  public var duplicates: Int
  /// Events not stored, by increasing index.
  public var rejected: [RejectedEvent]

  /// Creates an outcome from its counts.
  public init(accepted: Int, duplicates: Int, rejected: [RejectedEvent]) {
    self.accepted = accepted
    self.duplicates = duplicates
    self.rejected = rejected
  }

  /// Combines validation with the writer's result for ``DecodedEvents/events`` (`nil` when nothing was
  /// submitted because every event was rejected).
  public init(decoded: DecodedEvents, write: InsertResult?) {
    self.init(
      accepted: write?.accepted ?? 0, duplicates: write?.duplicates ?? 0, rejected: decoded.rejected)
  }

  /// Whether no event was accepted or a duplicate: the answer is 422.
  public var everyEventRejected: Bool { accepted == 0 && duplicates == 0 }
}
