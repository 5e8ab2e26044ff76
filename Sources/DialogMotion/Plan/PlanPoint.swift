/// A point in the container view's coordinates, in points (`CGPoint` in the UIKit executor).
public struct PlanPoint: Hashable, Codable, Sendable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// The point (x, y).
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
