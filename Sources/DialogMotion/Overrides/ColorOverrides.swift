/// A style's `colors`: the card's, its button's and its ✕'s colours in light and dark mode, each
/// optional (`{"dark": {"background": "#2C2C2E"}}`).
public struct ColorOverrides: Hashable, Codable, Sendable {
  enum CodingKeys: String, CodingKey { case light, dark }

  /// Light mode's.
  public var light: PaletteOverrides?
  /// Dark mode's.
  public var dark: PaletteOverrides?

  /// Overrides for either appearance.
  public init(light: PaletteOverrides? = nil, dark: PaletteOverrides? = nil) {
    self.light = light
    self.dark = dark
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Self.keys, in: "colors")
    let container = try decoder.container(keyedBy: CodingKeys.self)
    light = try container.decodeIfPresent(PaletteOverrides.self, forKey: .light)
    dark = try container.decodeIfPresent(PaletteOverrides.self, forKey: .dark)
  }

  /// The keys of a `colors` object.
  public static let keys = ["light", "dark"]

  /// `colors` with these in place of its own.
  public func applied(to colors: CardColors) -> CardColors {
    CardColors(
      light: light.map { $0.applied(to: colors.light) } ?? colors.light,
      dark: dark.map { $0.applied(to: colors.dark) } ?? colors.dark)
  }

  /// `closeFillAlpha` out of 0…1.
  func validate() -> [ValidationProblem] {
    var checks = Checks()
    for (name, palette) in [("light", light), ("dark", dark)] {
      if let alpha = palette?.closeFillAlpha {
        checks.inRange(alpha, 0...1, "\(name).closeFillAlpha", "closeFillAlpha")
      }
    }
    return checks.problems
  }
}
