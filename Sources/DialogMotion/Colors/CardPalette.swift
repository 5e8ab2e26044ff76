/// The colours of a card in one appearance: its background, its button's title and separator, and
/// the ✕'s disc and glyph.
public struct CardPalette: Hashable, Codable, Sendable {
  /// The card's background, or nil for clear (the banner covers it).
  public var background: RGBColor?
  /// The button's title (`tintColor`).
  public var buttonTitle: RGBColor
  /// The hairline above the button.
  public var separator: RGBColor
  /// The ✕'s disc.
  public var closeFill: RGBColor
  /// The disc's alpha, 0…1.
  public var closeFillAlpha: Double
  /// The ✕'s glyph.
  public var closeGlyph: RGBColor

  /// A palette from its parts.
  public init(
    background: RGBColor?, buttonTitle: RGBColor, separator: RGBColor, closeFill: RGBColor = .black,
    closeFillAlpha: Double = 0.55, closeGlyph: RGBColor = .white
  ) {
    self.background = background
    self.buttonTitle = buttonTitle
    self.separator = separator
    self.closeFill = closeFill
    self.closeFillAlpha = closeFillAlpha
    self.closeGlyph = closeGlyph
  }

  /// Light mode's defaults for a card of `background`: `systemBlue` titles, a `systemGray5`
  /// separator, a black disc at 0.55 under a white ✕ (legible on any banner).
  public static func light(background: RGBColor?) -> CardPalette {
    CardPalette(
      background: background, buttonTitle: RGBColor(hex: 0x007AFF), separator: RGBColor(hex: 0xE5E5EA))
  }

  /// Dark mode's defaults for a card whose light background is `background`: a white card turns
  /// `secondarySystemBackground`'s dark grey (#1C1C1E), any other colour stays; dark `systemBlue`
  /// titles and `systemGray5` separator; the same ✕.
  public static func dark(lightBackground background: RGBColor?) -> CardPalette {
    CardPalette(
      background: background == .white ? RGBColor(hex: 0x1C1C1E) : background,
      buttonTitle: RGBColor(hex: 0x0A84FF), separator: RGBColor(hex: 0x38383A))
  }

  /// Light defaults for a clear card.
  public static let light = CardPalette.light(background: nil)
}
