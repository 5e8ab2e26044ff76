#if os(iOS) || os(visionOS) || DIALOG_UIKIT_SURFACE
  import DialogMotion
  import UIKit

  /// The transitioning delegate: our presentation controller for `.custom` presentations, our
  /// animator unless UIKit runs its own slide, and the source view `spring-from-source` grows out of.
  ///
  /// UIKit holds `transitioningDelegate` weakly, so ``CampaignDialogViewController`` owns this
  /// object; it holds nothing that owns the dialog (the overlay tap reaches it weakly).
  @MainActor final class DialogTransitions: NSObject, UIViewControllerTransitioningDelegate {
    let definition: DialogDefinition
    let bannerSize: CGSize
    /// The view the dialog grows out of, kept weakly: one that left its window falls back to the
    /// layout's source button.
    weak var sourceView: UIView?
    /// What a tap on the presentation controller's overlay does (seeds 003 and 004: close).
    var onOverlayTap: @MainActor () -> Void = {}

    init(definition: DialogDefinition, bannerSize: CGSize, sourceView: UIView?) {
      self.definition = definition
      self.bannerSize = bannerSize
      self.sourceView = sourceView
      super.init()
    }

    /// The plan's context in `container`.
    func context(in container: UIView?) -> PlanContext {
      PlanContext(container: container, bannerSize: bannerSize, sourceView: sourceView)
    }

    /// The definition that runs now: with Reduce Motion on (`UIAccessibility.isReduceMotionEnabled`),
    /// its cross-fade (``DialogDefinition/reducedMotion``, what the preview shows with
    /// `motion=reduce`), read at each transition, so a change between present and dismiss counts.
    var running: DialogDefinition {
      UIAccessibility.isReduceMotionEnabled ? definition.reducedMotion : definition
    }

    /// The plan of a transition in `direction` inside `container`, as it runs now (``running``).
    func plan(_ direction: TransitionDirection, in container: UIView?) -> DialogPlan {
      running.plan(for: direction, in: context(in: container))
    }

    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
      guard plan(.present, in: nil).structure.presentationController else { return nil }
      return DialogPresentationController(
        presentedViewController: presented, presenting: presenting, transitions: self)
    }

    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      animator(.present)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (
      any UIViewControllerAnimatedTransitioning
    )? {
      animator(.dismiss)
    }

    /// Our animator for `direction`, or nil to let UIKit run its own slide (never with Reduce Motion:
    /// the cross-fade is ours). The animator keeps the definition it was made with.
    func animator(_ direction: TransitionDirection) -> DialogAnimator? {
      let definition = running
      return definition.plan(for: direction, in: context(in: nil)).structure.animator
        ? DialogAnimator(direction: direction, definition: definition, transitions: self) : nil
    }
  }
#endif
