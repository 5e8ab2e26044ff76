import Foundation

/// `struct UIEdgeInsets`.
public struct UIEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  /// `init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)`.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }

  /// `static let zero: UIEdgeInsets`.
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
