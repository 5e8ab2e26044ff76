/// The geometry of a dialog: the presented view's frame, the card in it, and the app screen's
/// source button. The banner always fills its space aspect-fill (`UIViewContentModeScaleAspectFill`).
public struct DialogLayout: Hashable, Codable, Sendable {
  /// The presented view's frame (`data-dialog`).
  public var frame: DialogFrame
  /// The visible card (`data-card`).
  public var card: CardLayout
  /// The button on the app screen behind the dialog (`data-source`).
  public var sourceButton: SourceButton

  /// A layout from its parts; the source button defaults to the app screen's standard one.
  public init(frame: DialogFrame, card: CardLayout, sourceButton: SourceButton = .standard) {
    self.frame = frame
    self.card = card
    self.sourceButton = sourceButton
  }
}
