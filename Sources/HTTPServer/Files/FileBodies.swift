import Foundation
import Synchronization

/// The bodies of the static files served lately, each kept with what `stat` said of its file (device,
/// inode, size, modification time to the nanosecond): while the file is unchanged, its answer is the
/// same body buffer with the same `ETag`, reusable (``Response/isReusable``: prepared once by the
/// server, compressed once); an edited file is read again on its next request, and one modified in the
/// last ``settledSeconds`` is not kept at all. Small files only, few of them, the oldest dropped first.
final class FileBodies: Sendable {
  struct Body {
    let bytes: [UInt8]
    let etag: String
    /// Whether this buffer is kept (the same for the next request while the file is unchanged).
    var isKept = true
  }

  private struct Entry {
    let path: String
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let seconds: Int
    let nanoseconds: Int
    let body: Body
  }

  /// Files larger than this are read for each request, not kept.
  static let largestKept = 1 << 20
  static let capacity = 128
  /// How long ago a file must have been modified for its body to be kept.
  static let settledSeconds = 2
  private let entries = Mutex<[Entry]>([])

  /// The body of the regular file at `path` described by `info` (its `stat`), read from disk when it
  /// isn't kept or has changed; nil when it can't be read.
  func body(at path: String, info: stat) -> Body? {
    let size = Int64(info.st_size)
    let seconds = Int(info.st_mtim.tv_sec)
    let nanoseconds = Int(info.st_mtim.tv_nsec)
    let device = UInt64(info.st_dev)
    let inode = UInt64(info.st_ino)
    let kept = entries.withLock { entries in
      entries.first {
        $0.path == path && $0.device == device && $0.inode == inode && $0.size == size
          && $0.seconds == seconds
          && $0.nanoseconds == nanoseconds
      }?.body
    }
    if let kept { return kept }
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    var body = Body(bytes: Array(data), etag: ContentHash.etag(data))
    // Kept only when the file didn't change while it was read (its size is still what stat said) and
    // was last modified a while ago: the kernel stamps a file with a clock of a few milliseconds'
    // granularity, so a second write of the same size right after the first can leave every field of
    // stat as it was (git calls such an entry racy). A file that recent is read for each request.
    let settled = Int(time(nil)) - seconds >= Self.settledSeconds
    guard data.count <= Self.largestKept, Int64(data.count) == size, settled else {
      body.isKept = false
      return body
    }
    entries.withLock { entries in
      entries.removeAll { $0.path == path }
      entries.append(
        Entry(
          path: path, device: device, inode: inode, size: size, seconds: seconds, nanoseconds: nanoseconds,
          body: body))
      if entries.count > Self.capacity { entries.removeFirst() }
    }
    return body
  }
}
