import Foundation

#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif
#if canImport(Network)
  import Network
#endif

/// What calls an engine's lifecycle entry points on iOS, so that apps need no lifecycle code:
/// UIKit's background, foreground and protected-data notifications and `NWPathMonitor`'s return of
/// a satisfied path. Holds the engine weakly; ``cancel()`` (the engine's stop) removes them.
final class LifecycleObservers: @unchecked Sendable {  // `tokens` and `monitor` set once in init
  private var tokens: [NSObjectProtocol] = []
  #if canImport(Network)
    private let monitor = NWPathMonitor()
  #endif

  init(engine: QueueEngine) {
    #if canImport(UIKit) && !os(watchOS)
      let center = NotificationCenter.default
      let names: [(Notification.Name, @Sendable (QueueEngine) -> Void)] = [
        (UIApplication.didEnterBackgroundNotification, { $0.applicationDidEnterBackground() }),
        (UIApplication.willEnterForegroundNotification, { $0.applicationWillEnterForeground() }),
        (UIApplication.protectedDataDidBecomeAvailableNotification, { $0.retryWrites() }),
      ]
      for (name, action) in names {
        tokens.append(
          center.addObserver(forName: name, object: nil, queue: nil) { [weak engine] _ in
            if let engine { action(engine) }
          })
      }
    #endif
    #if canImport(Network)
      let path = PathState()
      monitor.pathUpdateHandler = { [weak engine] update in
        if path.changed(satisfied: update.status == .satisfied) { engine?.networkBecameAvailable() }
      }
      monitor.start(queue: DispatchQueue(label: "DialogEvents network", qos: .utility))
    #endif
    _ = engine
  }

  func cancel() {
    for token in tokens { NotificationCenter.default.removeObserver(token) }
    #if canImport(Network)
      monitor.cancel()
    #endif
  }
}

/// Whether the path went from unsatisfied to satisfied (the monitor's first answer isn't a return).
private final class PathState: @unchecked Sendable {  // `last` under `lock`
  private let lock = NSLock()
  private var last: Bool?

  func changed(satisfied: Bool) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    let returned = satisfied && last == false
    last = satisfied
    return returned
  }
}

extension QueueEngine {
  /// Flushes inside a background task (the configuration's runner), for at most 25 s: iOS allows a
  /// background task about 30 s.
  func applicationDidEnterBackground() {
    configuration.backgroundTaskRunner.run(
      named: "DialogEvents flush", { [self] in _ = flush(timeout: 25) },
      expired: { [weak self] in self?.holdOffDisk() })
  }

  /// The background time ran out: waits for an operation under the folder's lock to end (it holds
  /// `stateLock`; milliseconds) and takes the lock no more until ``applicationWillEnterForeground()``,
  /// so the app is never suspended holding it.
  func holdOffDisk() {
    stateLock.lock()
    diskHeldOff = true
    stateLock.unlock()
  }

  /// Back in the foreground: the disk is the engine's again, and what waits is sent.
  func applicationWillEnterForeground() {
    stateLock.lock()
    diskHeldOff = false
    stateLock.unlock()
    retryWrites()
    requestFlush()
  }
}
