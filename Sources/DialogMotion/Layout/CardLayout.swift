/// The visible card (`data-card`): placement, shape, background and controls.
public struct CardLayout: Hashable, Codable, Sendable {
  /// Where the card sits in the presented view.
  public var placement: CardPlacement
  /// The corner radius in points; the card clips its content to it.
  public var cornerRadius: Double
  /// The card's colours in light and dark mode, its button's and its ✕'s.
  public var colors: CardColors
  /// The card's background in light mode (the seed's), or nil for none (the banner covers it).
  public var background: RGBColor? {
    get { colors.light.background }
    set { colors.light.background = newValue }
  }
  /// The ✕ button, if the card has one.
  public var closeButton: CloseButton?
  /// The button under the banner, if the card has one.
  public var button: CardButton?

  /// A card with the given placement, corner radius, background and controls.
  public init(
    placement: CardPlacement, cornerRadius: Double, background: RGBColor? = nil,
    closeButton: CloseButton? = nil, button: CardButton? = nil, colors: CardColors? = nil
  ) {
    self.placement = placement
    self.cornerRadius = cornerRadius
    self.colors = colors ?? .standard(background: background)
    self.closeButton = closeButton
    self.button = button
  }
}
