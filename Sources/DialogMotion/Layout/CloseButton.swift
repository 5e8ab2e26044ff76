/// A ✕ button in the card's top-right corner (`data-close`), as in seed 000.
public struct CloseButton: Hashable, Codable, Sendable {
  /// The side of the square button.
  public var size: ScreenLength
  /// The distance from the card's top and right edges, in points.
  public var inset: Double

  /// A square button of `size`, `inset` points inside the card's top-right corner.
  public init(size: ScreenLength, inset: Double) {
    self.size = size
    self.inset = inset
  }
}
