// expected error: has different argument labels from those required by protocol 'StrictTransitioningDelegate'
// A misspelled optional method (`forDismissal:` for `forDismissed:`). Against the surface's
// UIViewControllerTransitioningDelegate alone it compiles: the default stands in (and on a device
// UIKit would never call it). The strict mirror, declared in Strictness.swift as the adapter's is,
// refuses it. scripts/check-uikit.sh requires this target to fail with the error above.
import UIKit

final class MisspelledDelegate: NSObject, UIViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  func animationController(forDismissal dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    nil
  }
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? { nil }
}
