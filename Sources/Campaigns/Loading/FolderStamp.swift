import Foundation

/// What the watcher compares between polls: each campaign file's name, size, modification and
/// change times (nanoseconds), file number (an editor that saves by renaming changes it) and a hash
/// of its bytes. Adding, deleting or editing a file changes the stamp.
///
/// The hash is what makes an edit that keeps the size visible whatever the file system's clock: where
/// timestamps are coarser than the time between two saves (1 s on ext4 with 128-byte inodes, HFS+ and
/// many network and container mounts, 2 s on FAT), a same-size edit in the same tick as the last load
/// left every other field equal, and the edit was never picked up. The loader takes the stamp before
/// it reads the files, so the stamp it keeps is never newer than what it parsed.
struct FolderStamp: Hashable, Sendable {
  struct Entry: Hashable, Sendable {
    var size: Int64
    var modified: [Int]  // seconds, nanoseconds
    var changed: [Int]
    var fileNumber: UInt64
    var contentHash: UInt64?  // nil for a file that can't be read or is too large to be a campaign
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
      let path = directory + "/" + name
      let contents =
        info.st_size <= CampaignLoader.maximumFileSize ? FileManager.default.contents(atPath: path) : nil
      entries[name] = Entry(
        size: Int64(info.st_size), modified: [Int(modified.tv_sec), Int(modified.tv_nsec)],
        changed: [Int(changed.tv_sec), Int(changed.tv_nsec)], fileNumber: UInt64(info.st_ino),
        contentHash: contents.map(Self.hash))
    }
    return FolderStamp(entries: entries)
  }

  /// The 64-bit FNV-1a hash of `bytes`.
  static func hash(_ bytes: Data) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }
}
