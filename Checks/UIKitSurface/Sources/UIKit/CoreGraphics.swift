import Foundation

// Foundation on Linux has CGFloat, CGPoint, CGSize and CGRect; CGAffineTransform is declared here.

/// `CGAffineTransform` (Core Graphics): only what the adapter uses.
public struct CGAffineTransform: Equatable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat

  /// `init(scaleX:y:)`.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    (a, b, c, d, tx, ty) = (sx, 0, 0, sy, 0, 0)
  }

  /// `static var identity: CGAffineTransform { get }`.
  public static var identity: CGAffineTransform { CGAffineTransform(scaleX: 1, y: 1) }
}
