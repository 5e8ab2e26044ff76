import DialogMotion

/// What `/embed/{campaign}` shows: one campaign variant on one simulated screen (``PreviewScreen``), with the options
/// of the contract's query parameters, already validated.
public struct EmbedModel: Sendable {
  public var campaignID: String
  public var title: String
  public var variantID: String
  public var definition: DialogDefinition
  /// The banner's URL as the page uses it: `/banners/x.svg` or an `https://` URL.
  public var bannerURL: String
  /// `http(s)` URL opened on a banner tap, or empty (then a banner tap does nothing).
  public var actionURL: String
  /// What the banner shows, in words (the variant's `bannerDescription` in English, else its first
  /// language): the image's alternative text; nil falls back to the campaign's title.
  public var bannerDescription: String?
  /// The device, its orientation and split width, and the traits.
  public var screen: PreviewScreen
  /// The device (the screen's).
  public var device: DeviceModel {
    get { screen.device }
    set { screen.device = newValue }
  }
  /// `size=frame`: the screen fills the frame's viewport (`Public/embed.js` sets its size, safe area 0)
  /// and iOS's status bar and home indicator are left out.
  public var frameSized = false
  /// The banner's height over its width, when the server knows its size (`data-banner-ratio`);
  /// otherwise `Public/embed.js` takes it from the image it loaded.
  public var bannerRatio: Double?
  public var slow: Double
  public var autoplay: Bool
  public var reducedMotion: Bool
  /// `preview` or `app`: the `source` of the events the page sends.
  public var source: String
  /// The user id the variant was assigned for (sent with events), if any.
  public var user: String?
  /// A tweaked style as JSON (the `style` parameter), replacing the variant's: the page then loads that
  /// variant's CSS for it from `/campaigns/{id}.css?variant=…&style=…`.
  public var styleJSON: String?

  public init(
    campaignID: String, title: String, variantID: String, definition: DialogDefinition, bannerURL: String,
    actionURL: String, device: DeviceModel = .standard, screen: PreviewScreen? = nil, slow: Double = 1,
    autoplay: Bool = true,
    reducedMotion: Bool = false, source: String = "preview", user: String? = nil
  ) {
    self.campaignID = campaignID
    self.title = title
    self.variantID = variantID
    self.definition = definition
    self.bannerURL = bannerURL
    self.actionURL = actionURL
    self.screen = screen ?? PreviewScreen(container: DeviceContainer(device: device))
    self.slow = slow
    self.autoplay = autoplay
    self.reducedMotion = reducedMotion
    self.source = source
    self.user = user
  }
}
