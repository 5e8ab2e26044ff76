/// A ``VariantCatalog`` backed by a closure.
public struct ClosureVariantCatalog: VariantCatalog {
  private let lookup: @Sendable (String) -> [String]?

  /// Creates a catalog that asks `lookup` for a campaign's variant ids.
  public init(_ lookup: @escaping @Sendable (String) -> [String]?) {
    self.lookup = lookup
  }

  public func variantIDs(ofCampaign campaign: String) -> [String]? { lookup(campaign) }
}
