/// The trait collection a dialog is shown with: appearance, Dynamic Type size and layout direction.
public struct DialogTraits: Hashable, Codable, Sendable {
  /// Light or dark.
  public var appearance: Appearance
  /// The Dynamic Type size category.
  public var textSize: TextSize
  /// Left to right or right to left.
  public var direction: LayoutDirection

  /// Traits from their parts; light, the default text size, left to right unless given.
  public init(
    appearance: Appearance = .light, textSize: TextSize = .standard, direction: LayoutDirection = .ltr
  ) {
    self.appearance = appearance
    self.textSize = textSize
    self.direction = direction
  }

  /// Light, large text, left to right: what the seeds were written for.
  public static let standard = DialogTraits()
}
