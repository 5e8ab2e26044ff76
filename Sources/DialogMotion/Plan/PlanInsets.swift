/// The container's safe-area insets in points (`UIEdgeInsets` of `safeAreaInsets`).
public struct PlanInsets: Hashable, Codable, Sendable {
  /// From the top edge.
  public var top: Double
  /// From the left edge.
  public var left: Double
  /// From the bottom edge.
  public var bottom: Double
  /// From the right edge.
  public var right: Double

  /// Insets from each edge; zero by default.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = PlanInsets()
}
