#if os(iOS) || os(visionOS) || DIALOG_UIKIT_SURFACE
  import DialogMotion
  import UIKit

  /// The presentation controller of seeds 001–004: the overlay inserted into the container at
  /// index 0 and faded alongside each transition, the presented view's frame from the plan (again
  /// whenever the container lays out: a rotation, a split-view resize, a new safe area), the
  /// overlay closing where the seed closes (003, 004), and the overlay removed when a dismissal
  /// completes or a presentation is cancelled.
  @MainActor final class DialogPresentationController: UIPresentationController {
    let transitions: DialogTransitions
    let overlay = UIControl()
    /// True from a transition's `…WillBegin` to its `…DidEnd`: the animator owns the presented
    /// view's geometry then (it carries a transform, under which a frame means nothing).
    var transitionRunning = false

    init(
      presentedViewController: UIViewController, presenting presentingViewController: UIViewController?,
      transitions: DialogTransitions
    ) {
      self.transitions = transitions
      super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    override func presentationTransitionWillBegin() {
      super.presentationTransitionWillBegin()
      transitionRunning = true
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
      transitionRunning = false
      if completed {
        // The container may have turned or resized while the present ran: lay out for it now.
        containerView?.setNeedsLayout()
      } else {
        overlay.removeFromSuperview()
      }
    }

    override func dismissalTransitionWillBegin() {
      super.dismissalTransitionWillBegin()
      transitionRunning = true
      fadeOverlay(to: transitions.plan(.dismiss, in: containerView).overlay.toAlpha)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
      super.dismissalTransitionDidEnd(completed)
      transitionRunning = false
      if completed { overlay.removeFromSuperview() }
    }

    override var frameOfPresentedViewInContainerView: CGRect {
      CGRect(transitions.plan(.present, in: containerView).presentedFrame)
    }

    /// The container lays out (a rotation or size change, mid-presentation too): the overlay
    /// covers it, and the presented view takes the frame the layout rule gives the new container
    /// and safe area and lays its card out again (``CampaignDialogViewController`` re-plans it in
    /// `viewDidLayoutSubviews`), unless a transition is running.
    override func containerViewWillLayoutSubviews() {
      super.containerViewWillLayoutSubviews()
      overlay.frame = containerView?.bounds ?? .zero
      guard !transitionRunning, let presentedView else { return }
      presentedView.frame = frameOfPresentedViewInContainerView
      presentedView.setNeedsLayout()
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
