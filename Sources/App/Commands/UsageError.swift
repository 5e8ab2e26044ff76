/// A bad command line: exit code 2 with its one-line message.
public struct UsageError: Error, Sendable, CustomStringConvertible {
  /// One sentence naming the option and what is wrong.
  public let message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
