import Foundation

/// `class UIColor: NSObject` (not main-actor isolated; Sendable).
open class UIColor: NSObject, @unchecked Sendable {  // immutable, as UIKit's
  /// `init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }

  /// `class var clear: UIColor { get }`.
  open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
}
