import Foundation

/// What ``DurableFiles`` did, for the tests: off (nil) unless started.
final class DurableFilesTrace: @unchecked Sendable {  // `lines` under `lock`
  private let lock = NSLock()
  private var lines: [String]?

  func start() {
    lock.lock()
    if lines == nil { lines = [] }
    lock.unlock()
  }

  func record(_ line: @autoclosure () -> String) {
    lock.lock()
    defer { lock.unlock() }
    if lines != nil { lines!.append(line()) }
  }

  /// The lines recorded so far that mention `path`.
  func lines(mentioning path: String) -> [String] {
    lock.lock()
    defer { lock.unlock() }
    return (lines ?? []).filter { $0.contains(path) }
  }
}
