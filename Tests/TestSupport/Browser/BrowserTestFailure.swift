/// An error thrown inside `withBrowser`, with where its screenshot went.
public struct BrowserTestFailure: Error, CustomStringConvertible {
  /// What the test threw.
  public let underlying: any Error
  /// `Screenshot: test-artifacts/….png`, or why there is none.
  public let screenshot: String

  public var description: String { "\(underlying)\n\(screenshot)" }
}
