/// Answers which variants a campaign has (nil for no such campaign), so event validation needs no
/// campaign code. Not to be confused with `Campaigns.CampaignCatalog`, the loaded campaign files.
///
/// The server's implementation reads its current campaigns on every call, so a reload takes effect at once.
public protocol VariantCatalog: Sendable {
  /// The variant ids of the campaign with this id, or `nil` when there is no such campaign.
  func variantIDs(ofCampaign campaign: String) -> [String]?
}
