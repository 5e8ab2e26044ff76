#if os(iOS) || os(visionOS) || DIALOG_UIKIT_SURFACE
  import DialogMotion
  import UIKit

  extension ViewState {
    /// Sets `view`'s alpha, transform (a uniform scale about its centre) and centre to this state.
    @MainActor func apply(to view: UIView) {
      view.alpha = CGFloat(alpha)
      view.transform = scale == 1 ? .identity : CGAffineTransform(scaleX: CGFloat(scale), y: CGFloat(scale))
      view.center = CGPoint(centre)
    }
  }
#endif
