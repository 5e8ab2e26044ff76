import Foundation
import UIKit

/// UIKit's `UIViewControllerTransitioningDelegate` as DialogMotionUIKit implements it, every method
/// required and without a default: the surface's protocol has defaults for its (in UIKit optional)
/// requirements, so a misspelled method there is just another method. Declaring conformance to
/// this one fails to compile unless each signature is exactly UIKit's.
///
/// It refines nothing of the surface's, and the conformance must be declared in a file that
/// imports StrictUIKit but not UIKit, in a target built with `MemberImportVisibility`: otherwise
/// the surface's defaults are visible there and satisfy these requirements too (Swift takes a
/// witness from any protocol extension it can see), and nothing would be checked.
@MainActor public protocol StrictTransitioningDelegate: AnyObject {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )?
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController?
}
