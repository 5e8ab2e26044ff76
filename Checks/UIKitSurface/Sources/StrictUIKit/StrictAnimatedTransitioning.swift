import Foundation
import UIKit

/// UIKit's `UIViewControllerAnimatedTransitioning` without defaults (its two required methods; the
/// optional `animationEnded(_:)` and `interruptibleAnimator(using:)` are not implemented).
@MainActor public protocol StrictAnimatedTransitioning: AnyObject {
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
}
