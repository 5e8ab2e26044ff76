/// Where the visible card (`data-card`) sits in the presented view.
public enum CardPlacement: Hashable, Codable, Sendable {
  /// The presented view is the card; the banner fills it (seeds 003 and 004).
  case fillsDialog
  /// A card of the given width and height, centred in the presented view (seeds 000–002).
  case centred(width: CardWidth, height: CardHeight)
}
