/// The visible card inside the presented view, and its controls. Frames of the card are in the
/// presented view's coordinates; frames of its contents in the card's.
public struct CardPlan: Hashable, Codable, Sendable {
  /// A button on the card (seed 002's OK).
  public struct Button: Hashable, Codable, Sendable {
    /// The title.
    public var title: String
    /// The frame in the card.
    public var frame: PlanRect

    /// A button titled `title` at `frame`.
    public init(title: String, frame: PlanRect) {
      self.title = title
      self.frame = frame
    }
  }

  /// The card's frame in the presented view.
  public var frame: PlanRect
  /// `layer.cornerRadius`; the card clips to it (`clipsToBounds`).
  public var cornerRadius: Double
  /// The background colour, or nil for clear.
  public var background: RGBColor?
  /// The banner's frame in the card; the image is aspect-fill (`.scaleAspectFill`) and clipped.
  public var bannerFrame: PlanRect
  /// The ✕'s frame in the card, if it has one.
  public var closeButtonFrame: PlanRect?
  /// The button under the banner, if it has one.
  public var button: Button?

  /// A card plan from its parts.
  public init(
    frame: PlanRect, cornerRadius: Double, background: RGBColor?, bannerFrame: PlanRect,
    closeButtonFrame: PlanRect?, button: Button?
  ) {
    self.frame = frame
    self.cornerRadius = cornerRadius
    self.background = background
    self.bannerFrame = bannerFrame
    self.closeButtonFrame = closeButtonFrame
    self.button = button
  }
}
