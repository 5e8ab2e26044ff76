import Foundation

/// The default: a plain utility thread (no background tasks off iOS).
struct ThreadBackgroundTasks: BackgroundTaskRunner {
  func run(named name: String, _ work: @escaping @Sendable () -> Void) {
    DispatchQueue.global(qos: .utility).async { work() }
  }
}
