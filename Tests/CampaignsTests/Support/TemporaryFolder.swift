import Foundation

/// A temporary folder with `Campaigns/` and `Public/banners/{a,b}.svg`, removed on deinit.
final class TemporaryFolder {
  let root: URL
  var campaigns: String { root.appendingPathComponent("Campaigns").path }
  var publicFolder: String { root.appendingPathComponent("Public").path }

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("dp-campaigns-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      atPath: root.appendingPathComponent("Public/banners").path, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: campaigns, withIntermediateDirectories: true)
    try write("<svg xmlns='http://www.w3.org/2000/svg'/>", to: "Public/banners/a.svg")
    try write("<svg xmlns='http://www.w3.org/2000/svg'/>", to: "Public/banners/b.svg")
  }

  /// Writes `text` at a path relative to the root.
  func write(_ text: String, to relative: String) throws {
    try Data(text.utf8).write(to: root.appendingPathComponent(relative))
  }

  /// Writes a campaign file into `Campaigns/`.
  func writeCampaign(_ name: String, _ text: String) throws { try write(text, to: "Campaigns/\(name)") }

  /// Deletes a campaign file.
  func removeCampaign(_ name: String) throws {
    try FileManager.default.removeItem(atPath: campaigns + "/" + name)
  }

  deinit { try? FileManager.default.removeItem(at: root) }
}
