import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lock that makes one write to a queue folder whole: `flock(2)` on `events.lock`, held only for
/// the length of one operation (appending events, taking a batch, removing answered events,
/// compacting), never while the process waits, sends or sleeps.
///
/// Why never longer: iOS terminates a suspended app that holds a file lock in a shared (App Group)
/// container (crash code 0xdead10cc, "deadlock"), and an app and its extension often share one queue
/// folder. So every loggers' process, and every logger in one process, takes the lock per operation and
/// reads what the others appended before writing (``EventQueue/refresh()``). The kernel drops the
/// lock when the process dies. On a file system without `flock` the operations run unguarded.
final class QueueFolderLock {
  static let fileName = "events.lock"
  let path: String
  private var descriptor: Int32 = -1

  init(folder: URL) {
    path = folder.appendingPathComponent(Self.fileName).path
  }

  /// Runs `body` holding the lock, after waiting up to `wait` seconds for another holder.
  func withLock<T>(wait: TimeInterval = 2, _ body: () throws -> T) throws -> T {
    let locked = try acquire(wait: wait)
    defer { if locked { flock(descriptor, LOCK_UN) } }
    return try body()
  }

  /// Whether the lock was taken (false: the file system has no flock, the body runs unguarded).
  private func acquire(wait: TimeInterval) throws -> Bool {
    if descriptor < 0 {
      descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else { throw QueueStorageError(path: path, errno: errno) }
    }
    let deadline = Date().addingTimeInterval(wait)
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      if code == EINTR { continue }
      guard code == EWOULDBLOCK else { return false }  // ENOLCK, EOPNOTSUPP: no flock here
      guard Date() < deadline else { throw QueueBusyError(path: path) }
      usleep(2_000)
    }
    return true
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }
}
