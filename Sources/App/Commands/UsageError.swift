/// A bad command line: exit code 2 with its one-line message.
public struct UsageError: Error, Sendable, CustomStringConvertible {
  /// One sentence naming the option and what is wrong.
  public let message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

/// A command that failed for a reason other than its usage: exit code 1 with its message.
public struct CommandFailure: Error, Sendable, CustomStringConvertible {
  public let message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
