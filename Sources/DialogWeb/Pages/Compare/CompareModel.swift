import DialogMotion

/// What `/compare/{campaign}` shows: frames side by side (variants, devices, the file's version and
/// a tweaked one), driven by one set of controls whose state (`slow`, `t`, `transition`) the route has
/// validated.
public struct CompareModel: Sendable {
  /// One frame: a variant on a device, as its file defines it or with the tweaked style.
  public struct Pane: Sendable {
    public var variantID: String
    /// The frame's device, orientation, split width (an iPad's) and traits.
    public var screen: PreviewScreen
    /// The frame's device (its screen's).
    public var device: DeviceModel { screen.device }
    public var definition: DialogDefinition
    /// The tweaked style as a campaign file holds it; nil for the file's own version.
    public var styleJSON: String?
    /// The variant's style in its file, as a campaign file holds it: what a tweaked frame's style is
    /// a tweak over, when the file changes (`Public/cmp/redraw.js`).
    public var fileJSON: String?
    public init(
      variantID: String, device: DeviceModel, screen: PreviewScreen? = nil, definition: DialogDefinition,
      styleJSON: String?, fileJSON: String? = nil
    ) {
      self.variantID = variantID
      self.screen = screen ?? PreviewScreen(container: DeviceContainer(device: device))
      self.definition = definition
      self.styleJSON = styleJSON
      self.fileJSON = fileJSON
    }

    /// `A · iPhone 15 · tweaked` (`A · iPad (10th generation), landscape, dark · file` off the standard screen):
    /// what tells this frame from the others.
    public var name: String {
      "\(variantID) · \(PreviewPage.screenName(screen)) · \(styleJSON == nil ? "file" : "tweaked")"
    }
  }

  public var campaignID: String
  public var title: String
  public var panes: [Pane]
  public var slow: Double
  /// The instant every frame is frozen at (unslowed ms into `transition`), nil while playing.
  public var t: Double?
  public var transition: TransitionDirection
  /// Every variant of the campaign, in its file's order: the form's variant checkboxes.
  public var campaignVariantIDs: [String] = []
  /// The query's view parameters as given (`variants`, `devices`, `style`), kept by the form and links.
  public var variantsText: String?
  public var devicesText: String?
  public var styleJSON: String?
  /// Every frame's orientation, split width (applied to its iPads) and traits, as the query gave them.
  public var screenOptions = PreviewScreen()

  public init(
    campaignID: String, title: String, panes: [Pane], slow: Double = 1, t: Double? = nil,
    transition: TransitionDirection = .present
  ) {
    self.campaignID = campaignID
    self.title = title
    self.panes = panes
    self.slow = slow
    self.t = t
    self.transition = transition
  }

  /// The scrubber's range: the longest of the frames' `direction` transitions, unslowed ms.
  public func scrubMaxMilliseconds(_ direction: TransitionDirection) -> Double {
    panes.map { $0.definition.transition(for: direction).duration * 1000 }.max() ?? 0
  }

  /// The frame's embed: not autoplaying (the page presents every frame at once), at the view's slow
  /// motion, with the tweaked style when the frame has one (``EmbedURLRule``).
  public func embedURL(_ pane: Pane) -> String {
    var values = [
      "variant": pane.variantID, "device": pane.device.rawValue, "autoplay": "0",
      "slow": NumberText.shortest(slow),
    ]
    values.merge(pane.screen.values) { current, _ in current }
    if let style = pane.styleJSON { values["style"] = style }
    return EmbedURLRule.url(campaign: campaignID, values)
  }
}
