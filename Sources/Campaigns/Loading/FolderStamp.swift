import Foundation

/// What the watcher compares between polls: each campaign file's name, size, modification and
/// change times (nanoseconds) and file number (an editor that saves by renaming changes it).
/// Adding, deleting or editing a file changes the stamp.
struct FolderStamp: Hashable, Sendable {
  struct Entry: Hashable, Sendable {
    var size: Int64
    var modified: [Int]  // seconds, nanoseconds
    var changed: [Int]
    var fileNumber: UInt64
  }

  /// nil when the folder can't be listed.
  var entries: [String: Entry]?

  /// The stamp of the campaign files in `directory` now.
  static func read(_ directory: String) -> FolderStamp {
    guard let names = try? CampaignLoader.campaignFileNames(in: directory) else {
      return FolderStamp(entries: nil)
    }
    var entries: [String: Entry] = [:]
    for name in names {
      var info = stat()
      guard stat(directory + "/" + name, &info) == 0 else { continue }
      #if canImport(Darwin)
        let modified = info.st_mtimespec
        let changed = info.st_ctimespec
      #else
        let modified = info.st_mtim
        let changed = info.st_ctim
      #endif
      entries[name] = Entry(
        size: Int64(info.st_size), modified: [Int(modified.tv_sec), Int(modified.tv_nsec)],
        changed: [Int(changed.tv_sec), Int(changed.tv_nsec)], fileNumber: UInt64(info.st_ino))
    }
    return FolderStamp(entries: entries)
  }
}
