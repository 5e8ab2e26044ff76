/// Why one event of a request was rejected: the field at fault and one sentence naming it.
public struct EventValidationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The contract's name of the field at fault, or `nil` when the event is not an object.
  public var field: String?
  /// One clear sentence naming the field and the rule, as sent to the client.
  public var message: String

  /// Creates an error for `field` with `message`.
  public init(field: String?, message: String) {
    self.field = field
    self.message = message
  }

  public var description: String { message }
}
