import Foundation

/// A temporary folder with `Campaigns/` and `Public/banners/{a,b}.svg`, removed on deinit: the one
/// campaign-folder helper of every test target.
public final class CampaignFolder {
  /// The folder itself.
  public let root: URL
  /// Its `Campaigns/` folder (for `--campaigns`).
  public var campaigns: String { root.appendingPathComponent("Campaigns").path }
  /// Its `Public/` folder (for `--public`).
  public var publicFolder: String { root.appendingPathComponent("Public").path }

  /// Creates the folder with its two banners.
  public init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("dp-campaigns-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      atPath: root.appendingPathComponent("Public/banners").path, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: campaigns, withIntermediateDirectories: true)
    try write("<svg xmlns='http://www.w3.org/2000/svg'/>", to: "Public/banners/a.svg")
    try write("<svg xmlns='http://www.w3.org/2000/svg'/>", to: "Public/banners/b.svg")
  }

  /// Copies the shipped `Public/` (the pages' scripts and their module folders, stylesheets) into
  /// this folder's `Public/`, all but `banners/`, which keeps the folder's own: for a server on this
  /// folder whose pages run as shipped.
  public func copyShippedPublicFiles() throws {
    let shipped = ServerProcess.repositoryRoot.appendingPathComponent("Public")
    for name in try FileManager.default.contentsOfDirectory(atPath: shipped.path)
    where name != "banners" && !name.hasPrefix(".") {
      try FileManager.default.copyItem(
        at: shipped.appendingPathComponent(name), to: URL(fileURLWithPath: publicFolder + "/" + name))
    }
  }

  /// Writes `text` at a path relative to the root.
  public func write(_ text: String, to relative: String) throws {
    try Data(text.utf8).write(to: root.appendingPathComponent(relative))
  }

  /// Writes a campaign file into `Campaigns/`.
  public func writeCampaign(_ name: String, _ text: String) throws {
    try write(text, to: "Campaigns/\(name)")
  }

  /// Deletes a campaign file.
  public func removeCampaign(_ name: String) throws {
    try FileManager.default.removeItem(atPath: campaigns + "/" + name)
  }

  /// A small valid two-variant campaign file; `extra` is spliced in before `variants`.
  public static func campaign(id: String, title: String, extra: String = "") -> String {
    """
    {"id": "\(id)", "title": "\(title)", "banner": "banners/a.svg", "actionURL": "https://example.com/\(id)",\(extra)
     "variants": [{"id": "A", "style": "pop-grow"}, {"id": "B", "style": {"preset": "pop-shrink", "overlayAlpha": 0.3}}]}
    """
  }

  deinit { try? FileManager.default.removeItem(at: root) }
}
