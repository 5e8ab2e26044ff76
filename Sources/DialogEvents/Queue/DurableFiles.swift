import DialogCampaigns
import Foundation

/// How the queue's files reach the disk, in one place for every code path (appends, compaction,
/// dead letters, opt-out): each file's durable sync (`F_FULLFSYNC` on Apple platforms, which also
/// empties the drive's cache, where plain `fsync` leaves the data in it; `fsync` elsewhere), a
/// folder's sync after a rename or a new file, and each file created with its data-protection class
/// from its first byte. When ``trace`` is on (the tests), each call is recorded.
enum DurableFiles {
  static let trace = DurableFilesTrace()

  /// Syncs the file open in `handle` (at `url`) to stable storage.
  static func sync(_ handle: FileHandle, _ url: URL) throws {
    #if canImport(Darwin)
      if fcntl(handle.fileDescriptor, F_FULLFSYNC) == 0 {  // not every file system has it
        trace.record("sync \(url.path) full")
        return
      }
    #endif
    try handle.synchronize()
    trace.record("sync \(url.path) fsync")
  }

  /// Syncs `folder` itself: a rename or a file created in it survives power loss.
  static func syncFolder(_ folder: URL) {
    let descriptor = open(folder.path, O_RDONLY)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    #if canImport(Darwin)
      if fcntl(descriptor, F_FULLFSYNC) == 0 {
        trace.record("sync-folder \(folder.path) full")
        return
      }
    #endif
    fsync(descriptor)
    trace.record("sync-folder \(folder.path) fsync")
  }

  /// Creates (or empties) the file at `url` holding `contents`, with `protection` from the start
  /// (not set after creation: a moment without it is a moment the file is readable while locked).
  static func create(_ url: URL, _ contents: Data, protection: FileProtection) throws {
    try contents.write(to: url, options: protection.writingOptions)
    trace.record("create \(url.path) \(protection)")
  }
}
