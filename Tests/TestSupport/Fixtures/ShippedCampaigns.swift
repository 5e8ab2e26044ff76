import Campaigns
import Foundation

/// The campaigns shipped in `Resources/Campaigns` (banners in `Public/`), loaded as `serve` would.
public enum ShippedCampaigns {
  public static func store() throws -> CampaignStore {
    let root = ServerProcess.repositoryRoot
    let load = CampaignLoader(
      directory: root.appendingPathComponent("Resources/Campaigns").path,
      publicDirectory: root.appendingPathComponent("Public").path
    ).load()
    guard load.isValid else { throw TestFailure("the shipped campaigns are invalid: \(load.problems)") }
    return CampaignStore(load.catalog)
  }
}
