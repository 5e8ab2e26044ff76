import Foundation

/// A random id created once per installation and kept on disk: the `user` of an app without a
/// user id of its own, so anonymous installs still split by weight and their events name one user.
///
/// The file is `install-id` in the folder given, by default `Application Support/DialogPreview/`
/// (on Linux `~/.local/share/DialogPreview/`). Its format: one line, UTF-8, a lowercase UUID
/// (version 4, 36 characters, e.g. `0b6f2a1e-7d1c-4a7e-9a51-3c0c8f1d2e44`) and a newline. A missing
/// file is created (atomically: a complete file or none, and of two processes creating it at once
/// both read the one that won); a file that doesn't hold such a line is replaced by a new id. A file
/// that is there but can't be read (an I/O error, protected data before the first unlock) is an
/// error, never replaced: replacing it would make the install another user.
///
/// ```swift
/// let install = try InstallID.load()        // the same value on every launch
/// print(install.value)
/// ```
public struct InstallID: Hashable, Sendable, CustomStringConvertible {
  /// The id: a lowercase UUID.
  public let value: String

  /// The file's name inside its folder.
  public static let fileName = "install-id"

  /// The default folder: `DialogPreview` in the user's Application Support folder.
  public static func defaultFolder() throws -> URL {
    let support = try FileManager.default.url(
      for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
    return support.appendingPathComponent("DialogPreview", isDirectory: true)
  }

  /// The id stored in `folder` (the default folder when nil), created there on first use with the
  /// data-protection class `protection` (holding `carrying` when given: an id kept elsewhere before).
  /// Before the device's first unlock a protected file can't be read: this throws then
  /// (``EventLogger`` waits and tries again).
  public static func load(
    in folder: URL? = nil, protection: FileProtection = .completeUntilFirstUserAuthentication,
    carrying: InstallID? = nil
  ) throws -> InstallID {
    let folder = try folder ?? defaultFolder()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent(fileName)
    if let existing = try read(file) { return existing }
    let created = carrying ?? InstallID(value: UUID().uuidString.lowercased())
    let temporary = folder.appendingPathComponent(".\(fileName)-\(UUID().uuidString)")
    try Data((created.value + "\n").utf8).write(to: temporary, options: protection.writingOptions)
    defer { try? FileManager.default.removeItem(at: temporary) }
    for attempt in 0..<2 {
      do {
        // A hard link appears complete or not at all, and fails when another process won.
        try FileManager.default.linkItem(at: temporary, to: file)
        return created
      } catch {
        if let winner = try read(file) { return winner }
        // The file exists but is malformed: replace it once, then give up.
        if attempt == 1 { throw error }
        try? FileManager.default.removeItem(at: file)
      }
    }
    return created
  }

  /// The id an app shares with its extensions in `folder` (an App Group folder, the event queue's):
  /// created there the first time holding the id this process kept in ``defaultFolder()``, if any, so
  /// the app's users stay who they were. Give the same to the campaign client and the event logger.
  public static func load(
    sharedIn folder: URL, protection: FileProtection = .completeUntilFirstUserAuthentication
  ) throws -> InstallID {
    let earlier = try? defaultFolder().appendingPathComponent(fileName)
    let carried = earlier.flatMap { try? read($0) }
    return try load(in: folder, protection: protection, carrying: carried)
  }

  /// The id in `file`, or nil when it is missing or malformed; throws when it is there and can't be
  /// read.
  static func read(_ file: URL) throws -> InstallID? {
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      guard FileManager.default.fileExists(atPath: file.path) else { return nil }
      throw InstallIDUnreadable(path: file.path, reason: "\(error.localizedDescription)")
    }
    guard let text = String(data: data, encoding: .utf8) else { return nil }
    let line = text.hasSuffix("\n") ? String(text.dropLast()) : text
    guard let uuid = UUID(uuidString: line), uuid.uuidString.lowercased() == line else { return nil }
    return InstallID(value: line)
  }

  public var description: String { value }
}
