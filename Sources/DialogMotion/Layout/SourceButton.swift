/// The button on the simulated app screen that `spring-from-source` grows out of (`data-source`):
/// a square centred horizontally, its centre a fixed distance above the bottom edge.
public struct SourceButton: Hashable, Codable, Sendable {
  /// The side of the square, in points.
  public var size: Double
  /// The distance from the bottom edge of the screen to the button's centre, in points.
  public var centreAboveBottom: Double

  /// A button of `size` points whose centre is `centreAboveBottom` points above the bottom.
  public init(size: Double, centreAboveBottom: Double) {
    self.size = size
    self.centreAboveBottom = centreAboveBottom
  }

  /// The app screen's button: 44 × 44 pt, centred, its centre 140 pt above the bottom.
  public static let standard = SourceButton(size: 44, centreAboveBottom: 140)

  /// The button's centre, horizontally.
  public var midX: ScreenLength { ScreenLength(width: 0.5) }
  /// The button's centre, vertically.
  public var midY: ScreenLength { ScreenLength(points: -centreAboveBottom, height: 1) }

  /// The button's frame on the screen.
  public var rect: ScreenRect {
    ScreenRect(
      x: midX - .points(size / 2), y: midY - .points(size / 2), width: .points(size), height: .points(size))
  }
}
