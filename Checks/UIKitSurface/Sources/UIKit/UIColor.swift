import Foundation

/// `class UIColor: NSObject` (not main-actor isolated; Sendable).
open class UIColor: NSObject, @unchecked Sendable {  // immutable, as UIKit's
  /// `init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }

  /// `init(dynamicProvider: @escaping (UITraitCollection) -> UIColor)` (iOS 13): UIKit calls the
  /// provider with the traits to resolve for, whenever they change.
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { super.init() }

  /// `class var clear: UIColor { get }`.
  open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
}
