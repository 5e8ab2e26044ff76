import Foundation

/// The lifecycle entry points. On iOS the logger calls them itself (UIKit's notifications and
/// `NWPathMonitor`, unless ``EventLoggerConfiguration/observesAppLifecycle`` is false); elsewhere,
/// and in tests, they are called directly.
extension EventLogger {
  /// Flushes inside a background task it begins and ends itself (the configuration's
  /// ``EventLoggerConfiguration/backgroundTasks``).
  public func applicationDidEnterBackground() { engine.applicationDidEnterBackground() }

  /// Sends what waits.
  public func applicationWillEnterForeground() { engine.applicationWillEnterForeground() }

  /// The network is back: a backoff after a network error ends now; one the server asked for stands.
  public func networkBecameAvailable() { engine.networkBecameAvailable() }

  /// Protected data is available (after the first unlock): what waits in memory is written now.
  public func protectedDataBecameAvailable() { engine.retryWrites() }
}
