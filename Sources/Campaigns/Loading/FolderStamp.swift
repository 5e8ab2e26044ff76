import Foundation

/// What the watcher compares between polls: each campaign file's name, size, modification time
/// and file number (an editor that saves by renaming changes the number). Adding, deleting or
/// editing a file changes the stamp.
struct FolderStamp: Hashable, Sendable {
  struct Entry: Hashable, Sendable {
    var size: UInt64
    var modified: Double
    var fileNumber: UInt64
  }

  /// nil when the folder can't be listed.
  var entries: [String: Entry]?

  /// The stamp of the campaign files in `directory` now.
  static func read(_ directory: String) -> FolderStamp {
    let manager = FileManager.default
    guard let names = try? CampaignLoader.campaignFileNames(in: directory) else { return FolderStamp(entries: nil) }
    var entries: [String: Entry] = [:]
    for name in names {
      guard let attributes = try? manager.attributesOfItem(atPath: directory + "/" + name) else { continue }
      entries[name] = Entry(
        size: (attributes[.size] as? NSNumber)?.uint64Value ?? 0,
        modified: (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0,
        fileNumber: (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0)
    }
    return FolderStamp(entries: entries)
  }
}
