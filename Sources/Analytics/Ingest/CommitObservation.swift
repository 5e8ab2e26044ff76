/// What one group commit of the ``GroupCommitWriter`` took, for metrics.
public struct CommitObservation: Hashable, Sendable {
  /// Wall time of the store call, in seconds (`dialog_preview_commit_seconds`).
  public var seconds: Double
  /// The events written in the transaction.
  public var events: Int
  /// The submissions answered by it.
  public var requests: Int
  /// The events newly stored (0 when the commit failed).
  public var accepted: Int
  /// The events whose id was already stored (0 when the commit failed).
  public var duplicates: Int
  /// The store's error when the transaction failed.
  public var error: EventStoreError?

  /// Creates an observation.
  public init(
    seconds: Double, events: Int, requests: Int, accepted: Int, duplicates: Int, error: EventStoreError?
  ) {
    self.seconds = seconds
    self.events = events
    self.requests = requests
    self.accepted = accepted
    self.duplicates = duplicates
    self.error = error
  }
}
