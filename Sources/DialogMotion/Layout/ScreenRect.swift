/// A rectangle on the simulated screen whose edges are ``ScreenLength``s.
public struct ScreenRect: Hashable, Codable, Sendable {
  /// The left edge.
  public var x: ScreenLength
  /// The top edge.
  public var y: ScreenLength
  /// The width.
  public var width: ScreenLength
  /// The height.
  public var height: ScreenLength

  /// A rectangle with origin (x, y) and the given size.
  public init(x: ScreenLength, y: ScreenLength, width: ScreenLength, height: ScreenLength) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The horizontal centre.
  public var midX: ScreenLength { x + width * 0.5 }
  /// The vertical centre.
  public var midY: ScreenLength { y + height * 0.5 }
}
