/// Where the visible card (`data-card`) sits in the presented view.
public enum CardPlacement: Hashable, Codable, Sendable {
  /// The presented view is the card; the banner fills it (seeds 003 and 004).
  case fillsDialog
  /// A card of the given width and height, centred in the presented view (seeds 000–002).
  case centred(width: CardWidth, height: CardHeight)
}

/// The width of a centred card.
public enum CardWidth: Hashable, Codable, Sendable {
  /// A length on the screen, e.g. seed 000's `scaled(300)`.
  case fixed(length: ScreenLength)
  /// The presented view's width minus `points` on each side (seed 001: 12, seed 002: 16).
  case insetFromSides(points: Double)
}

/// The height of a centred card.
public enum CardHeight: Hashable, Codable, Sendable {
  /// A length on the screen (seed 001: 150 pt).
  case fixed(length: ScreenLength)
  /// The banner's own aspect ratio at the card's width (seed 000).
  case bannerAspectRatio
  /// Whatever the content needs: the banner at its aspect ratio, then the card's button (seed 002).
  case content
}
