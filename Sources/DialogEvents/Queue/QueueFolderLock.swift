import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The exclusive lock that makes a queue folder one ``EventLogger``'s: `flock(2)` on `events.lock`.
///
/// Two loggers on one folder (two in one app, or an app and its extension sharing an app-group
/// folder) would each append to `events.log` at their own offset, overwriting each other's records,
/// and deliver each other's events twice. The lock is held from the queue's opening to its closing;
/// the kernel drops it when the process dies, so a crash never leaves a folder locked. A logger that
/// is still closing (its delivery thread finishing the request in flight after ``EventLogger/shutDown()``)
/// is waited for up to `wait` seconds before the folder counts as in use. On a file system that has
/// no `flock` the queue opens unguarded, as it did before the lock.
final class QueueFolderLock {
  static let fileName = "events.lock"
  private var descriptor: Int32

  init(folder: URL, wait: TimeInterval = 2) throws {
    let path = folder.appendingPathComponent(Self.fileName).path
    descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
    let deadline = Date().addingTimeInterval(wait)
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      if code == EINTR { continue }
      // A file system without flock (ENOLCK, EOPNOTSUPP): the queue still works, unguarded, rather
      // than logging failing for every event.
      guard code == EWOULDBLOCK else { return }
      guard Date() < deadline else {
        close(descriptor)
        descriptor = -1
        throw QueueFolderInUseError(folder: folder)
      }
      usleep(10_000)
    }
  }

  /// Gives the folder up (also on deinit).
  func release() {
    guard descriptor >= 0 else { return }
    close(descriptor)  // drops the flock
    descriptor = -1
  }

  deinit { release() }
}
