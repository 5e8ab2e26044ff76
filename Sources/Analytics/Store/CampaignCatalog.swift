/// Answers which campaigns and variants exist, so validation needs no campaign code.
///
/// The server's implementation reads its current campaigns on every call, so a reload takes effect at once.
public protocol CampaignCatalog: Sendable {
  /// The variant ids of the campaign with this id, or `nil` when there is no such campaign.
  func variantIDs(ofCampaign campaign: String) -> [String]?
}

/// A ``CampaignCatalog`` backed by a closure.
public struct ClosureCampaignCatalog: CampaignCatalog {
  private let lookup: @Sendable (String) -> [String]?

  /// Creates a catalog that asks `lookup` for a campaign's variant ids.
  public init(_ lookup: @escaping @Sendable (String) -> [String]?) {
    self.lookup = lookup
  }

  public func variantIDs(ofCampaign campaign: String) -> [String]? { lookup(campaign) }
}

/// A fixed ``CampaignCatalog``: campaign id → variant ids.
public struct StaticCampaignCatalog: CampaignCatalog {
  /// Campaign id → variant ids.
  public var campaigns: [String: [String]]

  /// Creates a catalog of these campaigns.
  public init(_ campaigns: [String: [String]]) {
    self.campaigns = campaigns
  }

  public func variantIDs(ofCampaign campaign: String) -> [String]? { campaigns[campaign] }
}
