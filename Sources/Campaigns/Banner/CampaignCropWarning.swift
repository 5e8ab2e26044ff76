import DialogMotion

/// A campaign variant's banner cropped by more than ``BannerCrop/noticeable`` on a device: what
/// `dialog-preview check` prints, e.g. "summer-sale B: the banner banners/summer-sale-b.png (600×1040)
/// is cropped by 25.3 % of its height on iPhone SE (375×667), 12.6 % off the top and the bottom".
public struct CampaignCropWarning: Hashable, Sendable, CustomStringConvertible {
  /// The campaign's id.
  public var campaignID: String
  /// The variant's id.
  public var variantID: String
  /// The variant's banner, as its file names it.
  public var banner: String
  /// The device and how much is cut off.
  public var warning: BannerCropWarning

  /// A warning from its parts.
  public init(campaignID: String, variantID: String, banner: String, warning: BannerCropWarning) {
    self.campaignID = campaignID
    self.variantID = variantID
    self.banner = banner
    self.warning = warning
  }

  public var description: String {
    "\(campaignID) \(variantID): the banner \(banner) (\(BannerCropWarning.size(warning.bannerSize))) "
      + warning.sentence
  }
}
