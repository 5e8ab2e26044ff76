/// The size of the simulated screen (UIKit's container view), in points.
public struct ScreenSize: Hashable, Codable, Sendable {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double

  /// A screen of `width` × `height` points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}
