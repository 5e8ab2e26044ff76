import Foundation

/// `@MainActor class UIPresentationController: NSObject`.
@MainActor open class UIPresentationController: NSObject {
  /// `init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?)`.
  public init(
    presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    super.init()
  }

  /// `var presentedViewController: UIViewController { get }`.
  public let presentedViewController: UIViewController
  /// `var containerView: UIView? { get }`.
  open var containerView: UIView? { nil }
  /// `var presentedView: UIView? { get }`.
  open var presentedView: UIView? { nil }
  /// `var frameOfPresentedViewInContainerView: CGRect { get }`.
  open var frameOfPresentedViewInContainerView: CGRect { .zero }

  /// `func presentationTransitionWillBegin()`.
  open func presentationTransitionWillBegin() {}
  /// `func presentationTransitionDidEnd(_ completed: Bool)`.
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// `func dismissalTransitionWillBegin()`.
  open func dismissalTransitionWillBegin() {}
  /// `func dismissalTransitionDidEnd(_ completed: Bool)`.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  /// `func containerViewWillLayoutSubviews()`.
  open func containerViewWillLayoutSubviews() {}
}
