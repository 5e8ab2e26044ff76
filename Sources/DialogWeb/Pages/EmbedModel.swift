import DialogMotion

/// What `/embed/{campaign}` shows: one campaign variant on one simulated device, with the options
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
  public var device: SimulatedDevice
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
    actionURL: String, device: SimulatedDevice = .standard, slow: Double = 1, autoplay: Bool = true,
    reducedMotion: Bool = false, source: String = "preview", user: String? = nil
  ) {
    self.campaignID = campaignID
    self.title = title
    self.variantID = variantID
    self.definition = definition
    self.bannerURL = bannerURL
    self.actionURL = actionURL
    self.device = device
    self.slow = slow
    self.autoplay = autoplay
    self.reducedMotion = reducedMotion
    self.source = source
    self.user = user
  }
}
