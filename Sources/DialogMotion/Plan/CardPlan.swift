/// The visible card inside the presented view, and its controls. Frames of the card are in the
/// presented view's coordinates; frames of its contents in the card's.
public struct CardPlan: Hashable, Codable, Sendable {
  /// A button on the card (seed 002's OK).
  public struct Button: Hashable, Codable, Sendable {
    /// The title.
    public var title: String
    /// The frame in the card.
    public var frame: PlanRect
    /// The title's point size: the `.body` text style at the context's size category
    /// (``TextSize/bodyPointSize``), semibold.
    public var fontSize: Double

    /// A button titled `title` at `frame`.
    public init(title: String, frame: PlanRect, fontSize: Double = TextSize.standard.bodyPointSize) {
      self.title = title
      self.frame = frame
      self.fontSize = fontSize
    }
  }

  /// The card's frame in the presented view.
  public var frame: PlanRect
  /// `layer.cornerRadius`; the card clips to it (`clipsToBounds`).
  public var cornerRadius: Double
  /// The background colour in the context's appearance, or nil for clear.
  public var background: RGBColor?
  /// The banner's frame in the card; the image is aspect-fill (`.scaleAspectFill`) and clipped.
  public var bannerFrame: PlanRect
  /// The visible ✕'s frame in the card, if it has one: the trailing corner (the leading one right to left).
  public var closeButtonFrame: PlanRect?
  /// Where a touch presses the ✕, in the card: at least 44 × 44 pt, containing ``closeButtonFrame``,
  /// inside the card. The UIKit adapter hit-tests by it; the web's close control has this frame.
  public var closeButtonHitFrame: PlanRect?
  /// The button under the banner, if it has one.
  public var button: Button?
  /// The colours of the card, its button and the ✕ in the context's appearance.
  public var colors: CardPalette
  /// The traits the plan was made for (appearance, text size, direction).
  public var traits: DialogTraits

  /// A card plan from its parts.
  public init(
    frame: PlanRect, cornerRadius: Double, background: RGBColor?, bannerFrame: PlanRect,
    closeButtonFrame: PlanRect?, button: Button?, closeButtonHitFrame: PlanRect? = nil,
    colors: CardPalette = .light, traits: DialogTraits = .standard
  ) {
    self.frame = frame
    self.cornerRadius = cornerRadius
    self.background = background
    self.bannerFrame = bannerFrame
    self.closeButtonFrame = closeButtonFrame
    self.closeButtonHitFrame = closeButtonHitFrame
    self.button = button
    self.colors = colors
    self.traits = traits
  }
}
