/// The height of a centred card.
public enum CardHeight: Hashable, Codable, Sendable {
  /// A length on the screen (seed 001: 150 pt).
  case fixed(length: ScreenLength)
  /// The banner's own aspect ratio at the card's width (seed 000).
  case bannerAspectRatio
  /// Whatever the content needs: the banner at its aspect ratio, then the card's button (seed 002).
  case content
}
