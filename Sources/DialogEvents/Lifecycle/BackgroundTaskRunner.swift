import Foundation

#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif

/// Runs the flush that going to the background starts, while the app may not be suspended yet
/// (UIKit's background task on iOS, Mac Catalyst, tvOS and visionOS; watchOS has no `UIApplication`:
/// a thread there, as on Linux and macOS).
/// ``EventLoggerConfiguration/backgroundTasks`` replaces the default (tests count the tasks with it).
public protocol BackgroundTaskRunner: Sendable {
  /// Runs `work` off the main thread, keeping the app from suspension until it returns (or the
  /// system's time runs out: `work` then keeps going, and the next launch sends what is left).
  func run(named name: String, _ work: @escaping @Sendable () -> Void)

  /// As ``run(named:_:)``, calling `expired` when the system's time runs out, before the task ends
  /// (the engine then finishes what it does under the folder's lock and takes it no more).
  func run(
    named name: String, _ work: @escaping @Sendable () -> Void, expired: @escaping @Sendable () -> Void)
}

extension BackgroundTaskRunner {
  /// A runner without a time limit never calls `expired`.
  public func run(
    named name: String, _ work: @escaping @Sendable () -> Void, expired: @escaping @Sendable () -> Void
  ) {
    run(named: name, work)
  }
}

#if canImport(UIKit) && !os(watchOS)
  /// UIKit's `beginBackgroundTask`: begun on the main actor (at once when called on the main thread),
  /// ended exactly once, by the work's end or by the expiration handler, whichever comes first.
  struct UIKitBackgroundTasks: BackgroundTaskRunner {
    func run(named name: String, _ work: @escaping @Sendable () -> Void) {
      run(named: name, work, expired: {})
    }

    func run(
      named name: String, _ work: @escaping @Sendable () -> Void, expired: @escaping @Sendable () -> Void
    ) {
      // Begun before this returns when called on the main thread (UIKit's didEnterBackground
      // notification is): iOS may suspend the app as soon as the notification's handlers return.
      MainThreadIsolation.run {
        let task = BackgroundTask()
        task.begin(named: name, expired: expired)
        DispatchQueue.global(qos: .utility).async {
          work()
          Task { @MainActor in task.end() }
        }
      }
    }
  }

  @MainActor final class BackgroundTask {
    private var identifier = UIBackgroundTaskIdentifier.invalid

    /// Begins the task; when its time runs out, `expired` (the engine letting go of the disk) runs
    /// before the task ends.
    func begin(named name: String, expired: @escaping @Sendable () -> Void) {
      identifier = UIApplication.shared.beginBackgroundTask(withName: name) { [weak self] in
        expired()
        self?.end()
      }
    }

    func end() {
      guard identifier != .invalid else { return }
      UIApplication.shared.endBackgroundTask(identifier)
      identifier = .invalid
    }
  }
#endif

extension EventLoggerConfiguration {
  /// The runner the engine uses.
  var backgroundTaskRunner: any BackgroundTaskRunner {
    if let backgroundTasks { return backgroundTasks }
    #if canImport(UIKit) && !os(watchOS)
      return UIKitBackgroundTasks()
    #else
      return ThreadBackgroundTasks()
    #endif
  }
}
