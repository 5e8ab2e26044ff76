/// A campaign variant whose banner is an SVG: what `dialog-preview check` prints, e.g. "promo B: the
/// banner banners/promo.svg is an SVG, which an iOS app can't show (UIImage(data:) decodes PNG and
/// JPEG, not SVG, and the app's CampaignClient fetches exactly this file): the app can present no
/// dialog; point the banner at banners/promo.png, beside it". A same-named PNG beside the SVG is not
/// an alternative the app finds by itself (the client fetches exactly the file the campaign names),
/// only the fix the sentence offers.
public struct CampaignSVGBannerWarning: Hashable, Sendable, CustomStringConvertible {
  /// The campaign's id.
  public var campaignID: String
  /// The variant's id.
  public var variantID: String
  /// The variant's banner, as its file names it.
  public var banner: String
  /// The same-named `.png` in the same folder of the public folder, when that file exists.
  public var pngBeside: String?

  /// A warning from its parts.
  public init(campaignID: String, variantID: String, banner: String, pngBeside: String? = nil) {
    self.campaignID = campaignID
    self.variantID = variantID
    self.banner = banner
    self.pngBeside = pngBeside
  }

  public var description: String {
    let fix =
      if let pngBeside {
        "point the banner at \(pngBeside), beside it"
      } else {
        "render it to a PNG of the same pixel size (bash scripts/render-banners.sh does it for "
          + "Public/banners/*.svg) and point the banner at that"
      }
    return "\(campaignID) \(variantID): the banner \(banner) is an SVG, which an iOS app can't show "
      + "(UIImage(data:) decodes PNG and JPEG, not SVG, and the app's CampaignClient fetches exactly "
      + "this file): the app can present no dialog; \(fix)"
  }
}
