/// A fixed ``VariantCatalog``: campaign id → variant ids.
public struct StaticVariantCatalog: VariantCatalog {
  /// Campaign id → variant ids.
  public var campaigns: [String: [String]]

  /// Creates a catalog of these campaigns.
  public init(_ campaigns: [String: [String]]) {
    self.campaigns = campaigns
  }

  public func variantIDs(ofCampaign campaign: String) -> [String]? { campaigns[campaign] }
}
