#if os(iOS) || os(visionOS) || DIALOG_UIKIT_SURFACE
  import DialogMotion
  import UIKit

  /// The presentation controller of seeds 001–004: the overlay inserted into the container at
  /// index 0 and faded alongside each transition, the presented view's frame from the plan, the
  /// overlay closing where the seed closes (003, 004), and the overlay removed when a dismissal
  /// completes or a presentation is cancelled.
  @MainActor final class DialogPresentationController: UIPresentationController {
    let transitions: DialogTransitions
    let overlay = UIControl()

    init(
      presentedViewController: UIViewController, presenting presentingViewController: UIViewController?,
      transitions: DialogTransitions
    ) {
      self.transitions = transitions
      super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    override func presentationTransitionWillBegin() {
      super.presentationTransitionWillBegin()
      guard let containerView else { return }
      let plan = transitions.plan(.present, in: containerView)
      overlay.frame = containerView.bounds
      overlay.backgroundColor = UIColor(plan.overlay.color, alpha: 1)
      overlay.alpha = CGFloat(plan.overlay.fromAlpha)
      if plan.closing.outsideTap == .overlay {
        let transitions = transitions
        overlay.addAction(UIAction { _ in transitions.onOverlayTap() }, for: .touchUpInside)
      }
      // VoiceOver closes with the escape gesture instead of a screen-sized element.
      overlay.isAccessibilityElement = false
      containerView.insertSubview(overlay, at: 0)
      fadeOverlay(to: plan.overlay.toAlpha)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
      super.presentationTransitionDidEnd(completed)
      if !completed { overlay.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
      super.dismissalTransitionWillBegin()
      fadeOverlay(to: transitions.plan(.dismiss, in: containerView).overlay.toAlpha)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
      super.dismissalTransitionDidEnd(completed)
      if completed { overlay.removeFromSuperview() }
    }

    override var frameOfPresentedViewInContainerView: CGRect {
      CGRect(transitions.plan(.present, in: containerView).presentedFrame)
    }

    override func containerViewWillLayoutSubviews() {
      super.containerViewWillLayoutSubviews()
      overlay.frame = containerView?.bounds ?? .zero
      // Mid-transition the view carries the animator's transform, under which a frame means nothing.
      if presentedViewController.transitionCoordinator == nil {
        presentedView?.frame = frameOfPresentedViewInContainerView
      }
    }

    /// Animates the overlay's alpha alongside the running transition (at once without one).
    func fadeOverlay(to alpha: Double) {
      let overlay = overlay
      guard let coordinator = presentedViewController.transitionCoordinator else {
        overlay.alpha = CGFloat(alpha)
        return
      }
      coordinator.animate(alongsideTransition: { _ in overlay.alpha = CGFloat(alpha) }, completion: nil)
    }
  }
#endif
