import Dispatch
import Foundation

extension Thread {
  /// Starts a thread that runs `body` under `name` (as `top -H`, `ps -L` and `Thread.current.name` show it).
  ///
  /// The new thread waits until `start()` has returned before naming itself. swift-corelibs-foundation
  /// keeps the thread's handle only once `start()` returns; a thread that set its name before that got
  /// the name in the `Thread` object but not in the system, and kept the name inherited from the thread
  /// that started it ("oot.default-qos" from a Dispatch worker): 4–7 of 2,000 threads started from
  /// Dispatch workers in a test program, and once a test of the writer's thread in CI.
  ///
  /// ```swift
  /// Thread.startNamed("event-writer") { [self] in run() }
  /// ```
  public static func startNamed(_ name: String, _ body: @escaping @Sendable () -> Void) {
    let started = DispatchSemaphore(value: 0)
    Thread {
      started.wait()
      Thread.current.name = name
      body()
    }.start()
    started.signal()
  }
}
