import Campaigns
import Foundation

/// The campaigns shipped in `Resources/Campaigns` (banners in `Public/`), loaded as `serve` would.
///
/// Tests about the shipped files take the folder from here and compute what they expect from its
/// contents (never a count or a list of ids): adding a campaign file, the documented way, must not
/// fail a test. `DIALOG_PREVIEW_CAMPAIGNS` (the variable `serve`, `check` and `report` read when no
/// `--campaigns` is given, so the servers the tests start use the same folder) points it elsewhere:
/// scripts/test.sh runs the suites that use the shipped campaigns once more with a copy of the
/// folder plus an extra campaign that way.
public enum ShippedCampaigns {
  /// The folder: `DIALOG_PREVIEW_CAMPAIGNS`, or the repository's `Resources/Campaigns`.
  public static var folder: String {
    if let folder = ProcessInfo.processInfo.environment["DIALOG_PREVIEW_CAMPAIGNS"], !folder.isEmpty {
      return folder
    }
    return ServerProcess.repositoryRoot.appendingPathComponent("Resources/Campaigns").path
  }

  /// The repository's `Public/`, the folder banner paths are checked in.
  public static var publicFolder: String {
    ServerProcess.repositoryRoot.appendingPathComponent("Public").path
  }

  /// The folder's load, checked valid.
  public static func load() throws -> CampaignLoad {
    let load = CampaignLoader(directory: folder, publicDirectory: publicFolder).load()
    guard load.isValid else { throw TestFailure("the shipped campaigns are invalid: \(load.problems)") }
    return load
  }

  /// The shipped campaigns in a store, as `serve` holds them.
  public static func store() throws -> CampaignStore {
    CampaignStore(try load().catalog)
  }

  /// The shipped campaigns' ids, sorted.
  public static func ids() throws -> [String] {
    try load().catalog.campaigns.map(\.id).sorted()
  }
}
