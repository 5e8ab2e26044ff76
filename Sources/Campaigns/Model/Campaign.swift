import DialogMotion

/// One campaign file (`Resources/Campaigns/{id}.json`, api.md "Campaign files"), validated, with
/// its defaults filled in: every variant carries its weight and its effective banner and action URL.
///
/// ```swift
/// let campaign = try Campaign.decode(data, fileName: "summer-sale.json", publicDirectory: "Public")
/// let shown = campaign.variant(id: "B") ?? campaign.control
/// ```
public struct Campaign: Hashable, Sendable {
  /// `[a-z0-9-]{1,64}`, equal to the file name without `.json`.
  public var id: String
  /// What people call it, 1…200 characters.
  public var title: String
  /// A path under the public folder (`banners/summer-sale.png`) or an `https://` URL.
  public var banner: String
  /// Where a banner tap leads: an `http(s)` URL, or empty when a tap does nothing.
  public var actionURL: String
  /// What the campaign's banner shows, in words (VoiceOver, the preview's alternative text), or nil.
  public var bannerDescription: BannerDescription?
  /// The variants in file order; the first is the control. Never empty once validated.
  public var variants: [Variant]
  /// The total users (all variants) the experiment is meant to reach, 1…10⁹, or `nil` when the file
  /// sets none; the report's always-valid figures are tuned to it.
  public var plannedUsers: Int?

  /// A campaign from its parts; `variants` should already carry the inherited banner and action URL.
  public init(
    id: String, title: String, banner: String, actionURL: String = "", variants: [Variant],
    plannedUsers: Int? = nil, bannerDescription: BannerDescription? = nil
  ) {
    self.id = id
    self.title = title
    self.banner = banner
    self.actionURL = actionURL
    self.bannerDescription = bannerDescription
    self.variants = variants
    self.plannedUsers = plannedUsers
  }
}
