/// A request body that is not an event or a batch at all (400), as opposed to a rejected event.
public struct EventBodyError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong with the body.
  public enum Kind: String, Hashable, Sendable {
    /// Not UTF-8, or not JSON.
    case invalidJSON
    /// JSON, but neither an event object nor `{"events":[...]}`.
    case notAnEventOrBatch
    /// `{"events":[]}`.
    case emptyBatch
    /// More than ``Event/maxBatchSize`` events.
    case tooManyEvents
  }

  /// What is wrong with the body.
  public var kind: Kind
  /// One clear sentence for the `{"error": ...}` answer.
  public var message: String

  /// Creates an error of `kind` with `message`.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  public var description: String { message }
}
