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
}

#if canImport(UIKit) && !os(watchOS)
  /// UIKit's `beginBackgroundTask`: begun on the main actor, ended exactly once, by the work's end or
  /// by the expiration handler, whichever comes first.
  struct UIKitBackgroundTasks: BackgroundTaskRunner {
    func run(named name: String, _ work: @escaping @Sendable () -> Void) {
      Task { @MainActor in
        let task = BackgroundTask()
        task.begin(named: name)
        DispatchQueue.global(qos: .utility).async {
          work()
          Task { @MainActor in task.end() }
        }
      }
    }
  }

  @MainActor final class BackgroundTask {
    private var identifier = UIBackgroundTaskIdentifier.invalid

    func begin(named name: String) {
      identifier = UIApplication.shared.beginBackgroundTask(withName: name) { [weak self] in self?.end() }
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
