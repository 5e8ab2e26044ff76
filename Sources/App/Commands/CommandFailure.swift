/// A command that failed for a reason other than its usage: exit code 1 with its message.
public struct CommandFailure: Error, Sendable, CustomStringConvertible {
  public let message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
