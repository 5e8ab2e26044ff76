/// A rectangle in points (`CGRect` in the UIKit executor): origin, then size.
public struct PlanRect: Hashable, Codable, Sendable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// A rectangle with origin (x, y) and the given size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The centre, as `UIView.center` has it for a view with this frame and an identity transform.
  public var centre: PlanPoint { PlanPoint(x: x + width / 2, y: y + height / 2) }

  /// The same size at origin (0, 0): `bounds` for a view with this frame.
  public var bounds: PlanRect { PlanRect(x: 0, y: 0, width: width, height: height) }
}
