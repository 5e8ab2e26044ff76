/// The colours a campaign may set for one appearance (`colors.light` or `colors.dark` of a style):
/// each `#RRGGBB` but the ✕ disc's alpha; nil keeps the preset's.
public struct PaletteOverrides: Hashable, Sendable {
  public var background: RGBColor?
  public var buttonTitle: RGBColor?
  public var separator: RGBColor?
  public var closeFill: RGBColor?
  public var closeFillAlpha: Double?
  public var closeGlyph: RGBColor?

  /// Overrides with the given fields; all nil by default.
  public init(
    background: RGBColor? = nil, buttonTitle: RGBColor? = nil, separator: RGBColor? = nil,
    closeFill: RGBColor? = nil, closeFillAlpha: Double? = nil, closeGlyph: RGBColor? = nil
  ) {
    self.background = background
    self.buttonTitle = buttonTitle
    self.separator = separator
    self.closeFill = closeFill
    self.closeFillAlpha = closeFillAlpha
    self.closeGlyph = closeGlyph
  }

  /// The keys of a palette object, in the contract's order.
  public static let keys = [
    "background", "buttonTitle", "separator", "closeFill", "closeFillAlpha", "closeGlyph",
  ]

  /// `palette` with these colours in place of its own.
  public func applied(to palette: CardPalette) -> CardPalette {
    var result = palette
    if let background { result.background = background }
    if let buttonTitle { result.buttonTitle = buttonTitle }
    if let separator { result.separator = separator }
    if let closeFill { result.closeFill = closeFill }
    if let closeFillAlpha { result.closeFillAlpha = closeFillAlpha }
    if let closeGlyph { result.closeGlyph = closeGlyph }
    return result
  }
}

extension PaletteOverrides: Codable {
  enum CodingKeys: String, CodingKey {
    case background, buttonTitle, separator, closeFill, closeFillAlpha, closeGlyph
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Self.keys, in: "a palette")
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func color(_ key: CodingKeys) throws -> RGBColor? {
      guard let text = try container.decodeIfPresent(String.self, forKey: key) else { return nil }
      guard let color = RGBColor(hexString: text) else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: container.codingPath + [key],
            debugDescription: "A colour must be #RRGGBB, got \"\(text)\"."))
      }
      return color
    }
    background = try color(.background)
    buttonTitle = try color(.buttonTitle)
    separator = try color(.separator)
    closeFill = try color(.closeFill)
    closeFillAlpha = try container.decodeIfPresent(Double.self, forKey: .closeFillAlpha)
    closeGlyph = try color(.closeGlyph)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(background?.hexString, forKey: .background)
    try container.encodeIfPresent(buttonTitle?.hexString, forKey: .buttonTitle)
    try container.encodeIfPresent(separator?.hexString, forKey: .separator)
    try container.encodeIfPresent(closeFill?.hexString, forKey: .closeFill)
    try container.encodeIfPresent(closeFillAlpha, forKey: .closeFillAlpha)
    try container.encodeIfPresent(closeGlyph?.hexString, forKey: .closeGlyph)
  }
}
