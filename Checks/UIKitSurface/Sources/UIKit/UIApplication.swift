import Foundation

/// `@MainActor class UIApplication: UIResponder`.
@MainActor open class UIApplication: UIResponder {
  /// `class var shared: UIApplication { get }`. Here an application that only keeps count of its
  /// background tasks (OwnershipCheck reads them).
  open class var shared: UIApplication { surfaceApplication }

  /// Not UIKit's: the background tasks begun (their names) and those ended, in order.
  public private(set) var surfaceTasksBegun: [String] = []
  public private(set) var surfaceTasksEnded: [UIBackgroundTaskIdentifier] = []

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
  /// (Here called on the main thread only, as the surface's bookkeeping is main-actor state.)
  nonisolated open func beginBackgroundTask(
    withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier {
    MainActor.assumeIsolated {
      surfaceTasksBegun.append(taskName ?? "")
      return UIBackgroundTaskIdentifier(rawValue: surfaceTasksBegun.count)
    }
  }

  /// `nonisolated func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)`.
  nonisolated open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
    MainActor.assumeIsolated { surfaceTasksEnded.append(identifier) }
  }
}

@MainActor private let surfaceApplication = UIApplication()
