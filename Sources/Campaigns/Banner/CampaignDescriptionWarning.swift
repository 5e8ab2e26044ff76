/// A campaign variant whose banner has no ``BannerDescription``: what `dialog-preview check` prints,
/// e.g. "promo B: the banner banners/promo-b.png has no bannerDescription: VoiceOver reads only the
/// campaign's title ("Promo") for it, and the preview's image has no alternative text of its own; say
/// what it shows in the variant's (or the campaign's) bannerDescription".
public struct CampaignDescriptionWarning: Hashable, Sendable, CustomStringConvertible {
  public var campaignID: String
  public var variantID: String
  public var banner: String
  public var title: String

  public init(campaignID: String, variantID: String, banner: String, title: String) {
    self.campaignID = campaignID
    self.variantID = variantID
    self.banner = banner
    self.title = title
  }

  public var description: String {
    "\(campaignID) \(variantID): the banner \(banner) has no bannerDescription: VoiceOver reads only the "
      + "campaign's title (\"\(title)\") for it, and the preview's image has no alternative text of its "
      + "own; say what it shows in the variant's (or the campaign's) bannerDescription"
  }
}

extension Campaign {
  /// One warning per variant whose banner has no description (its own, or the campaign's for the
  /// campaign's banner), in file order.
  public var bannerDescriptionWarnings: [CampaignDescriptionWarning] {
    variants.filter { $0.bannerDescription == nil }.map {
      CampaignDescriptionWarning(campaignID: id, variantID: $0.id, banner: $0.banner, title: title)
    }
  }
}
