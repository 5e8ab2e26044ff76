import DialogMotion
import Foundation

/// Everything an app needs to present a campaign to its user: the campaign, the variant the user
/// is assigned, its definition (preset and overrides), and the banner's bytes.
public struct LoadedCampaign: Hashable, Sendable {
  /// The campaign.
  public var campaign: RemoteCampaign
  /// The variant assigned to ``user``.
  public var variant: RemoteCampaign.Variant
  /// The variant's definition: what the dialog looks like and how it moves.
  public var definition: DialogDefinition
  /// The user the variant was assigned to, and the `user` of the dialog's events: the app's user
  /// id, or else the install id.
  public var user: String
  /// Where the banner was loaded from.
  public var bannerURL: URL
  /// The banner's bytes, as served (decode them with `UIImage(data:)`, which reads PNG and JPEG
  /// but not SVG).
  public var banner: Data
  /// Where the campaign came from.
  public var source: FetchSource

  /// A loaded campaign from its parts.
  public init(
    campaign: RemoteCampaign, variant: RemoteCampaign.Variant, definition: DialogDefinition, user: String,
    bannerURL: URL, banner: Data, source: FetchSource
  ) {
    self.campaign = campaign
    self.variant = variant
    self.definition = definition
    self.user = user
    self.bannerURL = bannerURL
    self.banner = banner
    self.source = source
  }
}

extension LoadedCampaign {
  /// What VoiceOver reads for the banner in the user's languages (`Locale.preferredLanguages` on a
  /// device): the variant's `bannerDescription`, else the campaign's title.
  public func bannerLabel(for languages: [String]) -> String {
    variant.bannerDescription?.text(for: languages) ?? campaign.title
  }
}
