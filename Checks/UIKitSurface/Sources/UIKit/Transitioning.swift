import Foundation

/// `struct UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// `static let from: UITransitionContextViewControllerKey`.
  public static let from = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextFromViewControllerKey")
  /// `static let to: UITransitionContextViewControllerKey`.
  public static let to = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextToViewControllerKey")
}

/// `@MainActor protocol UIViewControllerContextTransitioning: NSObjectProtocol`: the members the
/// adapter reads (UIKit implements this protocol; the adapter never does).
@MainActor public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
  /// `var containerView: UIView { get }`.
  var containerView: UIView { get }
  /// `var transitionWasCancelled: Bool { get }`.
  var transitionWasCancelled: Bool { get }
  /// `func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?`.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// `func completeTransition(_ didComplete: Bool)`.
  func completeTransition(_ didComplete: Bool)
}

/// `@MainActor protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol`: its two required
/// methods (the optional ones are not used).
@MainActor public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
  /// `func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval`.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  /// `func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)`.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
}

/// `@MainActor protocol UIViewControllerTransitioningDelegate: NSObjectProtocol`. Every requirement
/// is `optional` in UIKit; Swift on Linux has no optional requirements, so each gets a default
/// below, and a misspelled implementation would compile silently here: StrictUIKit's
/// `StrictTransitioningDelegate` (no defaults) catches that.
@MainActor public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
  /// `optional func animationController(forPresented presented: UIViewController, presenting:
  /// UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?`.
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// `optional func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?`.
  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )?
  /// `optional func presentationController(forPresented presented: UIViewController, presenting:
  /// UIViewController?, source: UIViewController) -> UIPresentationController?`.
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  public func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    nil
  }
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? { nil }
}

/// `@MainActor protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol`: only as the
/// parameter type of the coordinator's closures.
@MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {}

/// `@MainActor protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext`.
@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// `func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext)
  /// -> Void)?, completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool`.
  /// Discardable, as every result of an imported Objective-C method is.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}
