/// An error answered by chromedriver: the W3C error code (`no such element`, `javascript error`, …)
/// and the driver's message, with the command that failed.
public struct WebDriverError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The W3C error code, e.g. `no such element`, `javascript error`, `timeout`.
  public let code: String
  /// The driver's message: first line only (no native stack trace), without a repeated `code: ` prefix.
  public let message: String
  /// The command, e.g. `POST /session/…/element`.
  public let command: String

  /// An error for a command; keeps the message's first line.
  public init(code: String, message: String, command: String) {
    self.code = code
    let line = message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? ""
    self.message = line.hasPrefix(code + ": ") ? String(line.dropFirst(code.count + 2)) : line
    self.command = command
  }

  public var description: String { "WebDriver \(command) failed (\(code)): \(message)" }
}
