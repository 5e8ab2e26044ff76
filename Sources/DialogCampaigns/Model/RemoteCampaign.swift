import DialogMotion
import Foundation

/// A campaign as `GET /api/campaigns/{id}` answers it (api.md, "Campaign files", with the defaults
/// filled in): every variant carries its style, weight, banner and action URL.
public struct RemoteCampaign: Hashable, Codable, Sendable {
  /// One arm of the campaign.
  public struct Variant: Hashable, Codable, Sendable {
    /// `[A-Za-z0-9_-]{1,32}`.
    public var id: String
    /// A preset, possibly with overrides.
    public var style: DialogStyle
    /// The share of the traffic, relative to the other variants' weights.
    public var weight: Double
    /// A path under the server's public folder (`banners/a.svg`) or an `https://` URL.
    public var banner: String
    /// Where a banner tap leads; empty when a tap does nothing.
    public var actionURL: String
    /// What the banner shows, in words (the variant's own, or the campaign's for its banner): the
    /// dialog's VoiceOver label for the banner; nil when the campaign gives none.
    public var bannerDescription: BannerDescription?

    /// A variant from its parts.
    public init(
      id: String, style: DialogStyle, weight: Double, banner: String, actionURL: String,
      bannerDescription: BannerDescription? = nil
    ) {
      self.bannerDescription = bannerDescription
      self.id = id
      self.style = style
      self.weight = weight
      self.banner = banner
      self.actionURL = actionURL
    }

    /// The preset with the style's overrides applied; nil for a preset this library doesn't know.
    public var definition: DialogDefinition? { style.definition }

    /// The banner's URL: an absolute URL as it is, a path resolved against the server's base URL
    /// (`banners/a.svg` on `https://host/preview` is `https://host/preview/banners/a.svg`).
    public func bannerURL(relativeTo baseURL: URL) -> URL? {
      if let absolute = URL(string: banner), absolute.scheme != nil { return absolute }
      let text = baseURL.absoluteString
      guard let base = text.hasSuffix("/") ? baseURL : URL(string: text + "/") else { return nil }
      return URL(string: banner, relativeTo: base)?.absoluteURL
    }

    /// The action URL, or nil when a banner tap does nothing.
    public var action: URL? { actionURL.isEmpty ? nil : URL(string: actionURL) }
  }

  /// `[a-z0-9-]{1,64}`.
  public var id: String
  /// What people call it.
  public var title: String
  /// The campaign's banner (each variant carries its effective one).
  public var banner: String
  /// The campaign's action URL (each variant carries its effective one).
  public var actionURL: String
  /// The variants in file order; the first is the control.
  public var variants: [Variant]

  /// A campaign from its parts.
  public init(id: String, title: String, banner: String, actionURL: String, variants: [Variant]) {
    self.id = id
    self.title = title
    self.banner = banner
    self.actionURL = actionURL
    self.variants = variants
  }

  /// The variant `user` sees, assigned exactly as the server's `/api/assign` does.
  public func variant(forUser user: String) -> Variant? {
    let id = VariantAssignment.variant(
      campaign: self.id, user: user, variants: variants.map { ($0.id, $0.weight) })
    return variants.first { $0.id == id }
  }
}
