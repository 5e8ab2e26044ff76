import Foundation

/// `CALayer` (Core Animation, re-exported by UIKit): only `cornerRadius`.
open class CALayer: NSObject {
  /// `var cornerRadius: CGFloat { get set }`.
  open var cornerRadius: CGFloat = 0
}
