/// Answers which campaigns and variants exist, so validation needs no campaign code.
///
/// The server's implementation reads its current campaigns on every call, so a reload takes effect at once.
public protocol CampaignCatalog: Sendable {
  /// The variant ids of the campaign with this id, or `nil` when there is no such campaign.
  func variantIDs(ofCampaign campaign: String) -> [String]?
}
