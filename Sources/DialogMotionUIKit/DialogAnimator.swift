#if os(iOS) || os(visionOS) || DIALOG_UIKIT_SURFACE
  import DialogMotion
  import UIKit

  /// The animator of seeds 000–003 (and of every seed with Reduce Motion on): lays the presented
  /// view out at the plan's frame, sets the start state, and makes the plan's animation call to the
  /// end state, then completes the transition (removing the view after a completed dismissal).
  @MainActor final class DialogAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let direction: TransitionDirection
    /// The definition it runs: the dialog's, or its reduced-motion cross-fade.
    let definition: DialogDefinition
    let transitions: DialogTransitions

    init(direction: TransitionDirection, definition: DialogDefinition, transitions: DialogTransitions) {
      self.direction = direction
      self.definition = definition
      self.transitions = transitions
      super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
      -> TimeInterval
    {
      definition.transition(for: direction).duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
      let container = transitionContext.containerView
      let plan = definition.plan(for: direction, in: transitions.context(in: container))
      let key: UITransitionContextViewControllerKey = direction == .present ? .to : .from
      guard let view = transitionContext.viewController(forKey: key)?.view else {
        transitionContext.completeTransition(false)
        return
      }
      if direction == .present {
        view.transform = .identity
        view.frame = CGRect(plan.presentedFrame)
        container.addSubview(view)
        view.layoutIfNeeded()
      }
      plan.from.apply(to: view)
      let end = plan.to
      let direction = direction
      plan.animation.run(
        animations: { end.apply(to: view) },
        completion: { _ in
          let completed = !transitionContext.transitionWasCancelled
          if direction == .dismiss && completed { view.removeFromSuperview() }
          transitionContext.completeTransition(completed)
        })
    }
  }
#endif
