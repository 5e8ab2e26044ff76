/// The width of a centred card.
public enum CardWidth: Hashable, Codable, Sendable {
  /// A length on the screen, e.g. seed 000's `scaled(300)`.
  case fixed(length: ScreenLength)
  /// The presented view's width minus `points` on each side (seed 001: 12, seed 002: 16).
  case insetFromSides(points: Double)
}
