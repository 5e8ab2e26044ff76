/// `struct UIBackgroundTaskIdentifier` (`RawRepresentable`, `Hashable`, `Sendable`): a token for a
/// request to run in the background.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: Int
  /// `init(rawValue: Int)`.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// `static let invalid: UIBackgroundTaskIdentifier` (`UIBackgroundTaskInvalid`, 0).
  public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}
