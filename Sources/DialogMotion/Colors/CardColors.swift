/// A card's colours in light and dark mode (`UIColor(dynamicProvider:)` in the app, a class on the
/// preview's screen in the browser).
public struct CardColors: Hashable, Codable, Sendable {
  /// Light mode.
  public var light: CardPalette
  /// Dark mode.
  public var dark: CardPalette

  /// Colours from their two palettes.
  public init(light: CardPalette, dark: CardPalette) {
    self.light = light
    self.dark = dark
  }

  /// The defaults for a card whose light background is `background` (the seed's).
  public static func standard(background: RGBColor?) -> CardColors {
    CardColors(light: .light(background: background), dark: .dark(lightBackground: background))
  }

  /// The palette of `appearance`.
  public func palette(_ appearance: Appearance) -> CardPalette { appearance == .dark ? dark : light }
}
