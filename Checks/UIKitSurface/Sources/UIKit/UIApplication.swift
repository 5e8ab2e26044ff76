import Foundation

/// `@MainActor class UIApplication: UIResponder`.
@MainActor open class UIApplication: UIResponder {
  /// `class var shared: UIApplication { get }`.
  open class var shared: UIApplication { fatalError("UIKitSurface declares UIKit; it does not run it.") }

  /// `var connectedScenes: Set<UIScene> { get }` (iOS 13).
  open var connectedScenes: Set<UIScene> { [] }

  /// `struct UIApplication.OpenExternalURLOptionsKey`.
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// `func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey : Any] = [:],
  /// completionHandler completion: ((Bool) -> Void)? = nil)`.
  open func open(
    _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: ((Bool) -> Void)? = nil
  ) {}

  /// `nonisolated class let didEnterBackgroundNotification: NSNotification.Name` (a `class let` is
  /// Objective-C's; Swift here declares it `static`, read the same way).
  nonisolated public static let didEnterBackgroundNotification = NSNotification.Name(
    "UIApplicationDidEnterBackgroundNotification")

  /// `nonisolated class let willEnterForegroundNotification: NSNotification.Name`.
  nonisolated public static let willEnterForegroundNotification = NSNotification.Name(
    "UIApplicationWillEnterForegroundNotification")

  /// `nonisolated class let protectedDataDidBecomeAvailableNotification: NSNotification.Name`.
  nonisolated public static let protectedDataDidBecomeAvailableNotification = NSNotification.Name(
    "UIApplicationProtectedDataDidBecomeAvailable")

  /// `nonisolated func beginBackgroundTask(withName taskName: String?,
  /// expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier`.
  nonisolated open func beginBackgroundTask(
    withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier { .invalid }

  /// `nonisolated func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)`.
  nonisolated open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}
}
