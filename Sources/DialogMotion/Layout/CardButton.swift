/// A full-width button under the banner that closes the dialog (`data-button`), seed 002's OK.
public struct CardButton: Hashable, Codable, Sendable {
  /// The button's title.
  public var title: String
  /// Its height in points.
  public var height: Double

  /// A button titled `title`, `height` points high.
  public init(title: String, height: Double) {
    self.title = title
    self.height = height
  }
}
