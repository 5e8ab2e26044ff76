import Dispatch
import Foundation

/// SIGINT and SIGTERM, armed at creation (before the ready line is printed, so a signal sent right
/// after it is never lost) and awaited with `wait()`.
final class TerminationSignals: @unchecked Sendable {  // `received` is touched only on `queue`
  private let queue = DispatchQueue(label: "dialog-preview.signals")
  private let semaphore = DispatchSemaphore(value: 0)
  private var sources: [DispatchSourceSignal] = []
  private var received = ""

  init() {
    for (number, name) in [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")] {
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler { [unowned self] in
        if received.isEmpty { received = name }
        semaphore.signal()
      }
      source.resume()
      signal(number, SIG_IGN)
      sources.append(source)
    }
  }

  /// Blocks until a signal arrives; returns its name.
  func wait() -> String {
    semaphore.wait()
    sources.forEach { $0.cancel() }
    return queue.sync { received }
  }
}
