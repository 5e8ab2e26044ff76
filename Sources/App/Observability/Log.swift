import Foundation
import Synchronization

/// Lines to stderr, whole lines at once, in the order they were given.
///
/// ``write(_:)`` returns after the line (and every line before it) reached stderr. ``append(_:)`` and
/// ``append(building:)`` (the access log's path) only queue the line, and a writer thread writes whatever
/// piled up with one `write(2)` a few milliseconds later, so under load one system call carries many lines
/// instead of one per request (the same group-forming idea as the event writer). ``flush()`` writes what
/// is queued now; `serve` calls it before it exits.
enum Log {
  static func write(_ line: String) {
    shared.append(line)
    shared.flush()
  }

  static func append(_ line: String) { shared.append(line) }

  /// Queues a line that `build` writes (without its newline) straight into the queue: no array per line.
  static func append(building build: (inout [UInt8]) -> Void) { shared.append(building: build) }

  static func flush() { shared.flush() }

  private static let shared = LogWriter(descriptor: 2)
}
