/// chromedriver or Chromium could not be started or reached: a sentence naming what is missing or
/// what went wrong, with the driver's last log lines when there are some.
public struct WebDriverLaunchError: Error, Sendable, CustomStringConvertible {
  public let description: String

  /// An error with its sentence.
  public init(_ description: String) { self.description = description }
}
