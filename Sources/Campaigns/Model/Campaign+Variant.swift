import DialogMotion

extension Campaign {
  /// One arm of a campaign: a dialog style, a weight, and the banner and action URL it shows
  /// (its own when the file sets them, else the campaign's).
  public struct Variant: Hashable, Sendable {
    /// `[A-Za-z0-9_-]{1,32}`, unique within the campaign.
    public var id: String
    /// A preset, possibly with overrides.
    public var style: DialogStyle
    /// A positive, finite share of the traffic (1 when the file has none).
    public var weight: Double
    /// The effective banner: a path under the public folder or an `https://` URL.
    public var banner: String
    /// The effective action URL: `http(s)`, or empty when a banner tap does nothing.
    public var actionURL: String
    /// What its banner shows, in words: its own, or the campaign's when it shows the campaign's
    /// banner; nil when neither gives one (`check` warns).
    public var bannerDescription: BannerDescription?
    /// The banner image's intrinsic size (``ImageSize``), read when the campaign was loaded with a
    /// public folder; nil for a URL or a file whose size can't be told (its crop is then not checked).
    public var bannerSize: ScreenSize?

    /// A variant with everything resolved.
    public init(
      id: String, style: DialogStyle, weight: Double = 1, banner: String, actionURL: String,
      bannerSize: ScreenSize? = nil, bannerDescription: BannerDescription? = nil
    ) {
      self.bannerDescription = bannerDescription
      self.id = id
      self.style = style
      self.weight = weight
      self.banner = banner
      self.actionURL = actionURL
      self.bannerSize = bannerSize
    }

    /// The preset with the style's overrides applied (nil only for an unknown preset, which
    /// validation refuses).
    public var definition: DialogDefinition? { style.definition }

    /// Where a page loads the banner from: the `https://` URL as is, else `/` + the public path.
    public var bannerHref: String { BannerRule.isRemote(banner) ? banner : "/" + banner }
  }
}
