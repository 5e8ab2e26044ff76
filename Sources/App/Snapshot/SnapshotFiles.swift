import Foundation

/// Reading and writing a snapshot folder's `manifest.json`.
enum SnapshotFiles {
  static func write(_ manifest: SnapshotManifest, to url: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try encoder.encode(manifest).write(to: url, options: .atomic)
  }

  /// The manifest of the snapshot folder `folder`; a missing or foreign file is a `CommandFailure`.
  static func read(folder: URL) throws -> SnapshotManifest {
    let url = folder.appendingPathComponent("manifest.json")
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw CommandFailure(
        "\(url.path) does not exist: --compare takes a folder an earlier `dialog-preview snapshot --out` wrote."
      )
    }
    let manifest: SnapshotManifest
    do {
      manifest = try JSONDecoder().decode(SnapshotManifest.self, from: data)
    } catch {
      throw CommandFailure("\(url.path) is not a snapshot manifest: \(error)")
    }
    guard manifest.format == "dialog-preview-snapshot", manifest.version == SnapshotManifest.currentVersion
    else {
      throw CommandFailure(
        "\(url.path) is a snapshot of format \(manifest.format) version \(manifest.version); this dialog-preview "
          + "reads version \(SnapshotManifest.currentVersion): render the base again.")
    }
    return manifest
  }
}
