import Foundation

/// `@MainActor class UIImageView: UIView`.
@MainActor open class UIImageView: UIView {
  /// `var image: UIImage? { get set }`.
  open var image: UIImage?
  /// `var contentMode: UIView.ContentMode { get set }` (declared on UIView in UIKit).
  open var contentMode: UIView.ContentMode = .scaleAspectFill
}
