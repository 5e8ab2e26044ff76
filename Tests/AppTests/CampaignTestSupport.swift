import Campaigns
import DialogMotion
import Foundation
import Synchronization
import TestSupport

/// A temporary `Campaigns/` + `Public/banners/a.svg` pair, removed on deinit.
final class CampaignFolder {
  let root: URL
  var campaigns: String { root.appendingPathComponent("Campaigns").path }
  var publicFolder: String { root.appendingPathComponent("Public").path }

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dp-app-campaigns-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      atPath: root.appendingPathComponent("Public/banners").path, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: campaigns, withIntermediateDirectories: true)
    try Data("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8).write(
      to: root.appendingPathComponent("Public/banners/a.svg"))
  }

  /// Writes a campaign file.
  func write(_ name: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: campaigns + "/" + name))
  }

  /// A small valid campaign file.
  static func campaign(id: String, title: String, extra: String = "") -> String {
    """
    {"id": "\(id)", "title": "\(title)", "banner": "banners/a.svg", "actionURL": "https://example.com/\(id)",\(extra)
     "variants": [{"id": "A", "style": "pop-grow"}, {"id": "B", "style": {"preset": "pop-shrink", "overlayAlpha": 0.3}}]}
    """
  }

  deinit { try? FileManager.default.removeItem(at: root) }
}

/// Everything a process writes to stderr, collected as it arrives (by ``ServerProcess``).
final class StderrLog: Sendable {
  private let server: ServerProcess

  init(_ server: ServerProcess) { self.server = server }

  var contents: String { server.stderrText }

  /// Waits up to `timeout` seconds for a line containing every one of `parts`.
  func waitForLine(containing parts: [String], timeout: Double = 3) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if contents.split(separator: "\n").contains(where: { line in parts.allSatisfy(line.contains) }) {
        return true
      }
      usleep(20_000)
    }
    return false
  }
}

/// `Resources/assignment-vectors.json`.
struct AssignmentVectors: Decodable {
  struct Case: Decodable {
    struct Weighted: Decodable {
      let id: String
      let weight: Double
    }
    struct Vector: Decodable {
      let user: String
      let variant: String
    }
    let campaign: String
    let variants: [Weighted]
    let vectors: [Vector]
  }

  let cases: [Case]

  static func load() throws -> AssignmentVectors {
    let url = ServerProcess.repositoryRoot.appendingPathComponent("Resources/assignment-vectors.json")
    return try JSONDecoder().decode(AssignmentVectors.self, from: Data(contentsOf: url))
  }

  /// One campaign per case, with its variants and weights.
  var campaigns: [Campaign] {
    cases.map { item in
      Campaign(
        id: item.campaign, title: item.campaign, banner: "banners/a.svg",
        variants: item.variants.map {
          Campaign.Variant(
            id: $0.id, style: DialogStyle(preset: "pop-grow"), weight: $0.weight, banner: "banners/a.svg",
            actionURL: "")
        })
    }
  }
}

/// The campaigns shipped in `Resources/Campaigns` (banners in `Public/`), loaded as `serve` would.
enum ShippedCampaigns {
  static func store() throws -> CampaignStore {
    let root = ServerProcess.repositoryRoot
    let load = CampaignLoader(
      directory: root.appendingPathComponent("Resources/Campaigns").path,
      publicDirectory: root.appendingPathComponent("Public").path
    ).load()
    guard load.isValid else { throw TestFailure("the shipped campaigns are invalid: \(load.problems)") }
    return CampaignStore(load.catalog)
  }
}
