#if os(iOS) || os(visionOS) || DIALOG_UIKIT_SURFACE
  import DialogMotion
  import UIKit

  extension UIColor {
    /// `color` at `alpha`, as `UIColor(red:green:blue:alpha:)`.
    convenience init(_ color: RGBColor, alpha: Double) {
      self.init(
        red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(alpha)
      )
    }
  }
#endif
