import Foundation

/// `enum NSTextAlignment: Int` (UIKit's, on iOS: center is 1).
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

/// `@MainActor class UILabel: UIView`.
@MainActor open class UILabel: UIView {
  /// `var text: String? { get set }`.
  open var text: String?
  /// `var font: UIFont! { get set }`.
  open var font: UIFont!
  /// `var textColor: UIColor! { get set }`.
  open var textColor: UIColor!
  /// `var textAlignment: NSTextAlignment { get set }`.
  open var textAlignment: NSTextAlignment = .natural
}
