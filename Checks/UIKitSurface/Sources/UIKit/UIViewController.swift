import Foundation

/// `enum UIModalPresentationStyle: Int`: the styles the adapter uses, and the default.
public enum UIModalPresentationStyle: Int, Sendable {
  case custom = 4
  case overFullScreen = 5
  case automatic = -2
}

/// `@MainActor class UIViewController: UIResponder`.
@MainActor open class UIViewController: UIResponder {
  /// `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  /// `init?(coder: NSCoder)`.
  public required init?(coder: NSCoder) { super.init() }

  /// `var view: UIView! { get set }`.
  open var view: UIView!
  /// `var viewIfLoaded: UIView? { get }` (iOS 9).
  open var viewIfLoaded: UIView? { view }
  /// `var modalPresentationStyle: UIModalPresentationStyle { get set }`.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// `weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? { get set }`:
  /// weak, as UIKit's, so whoever sets it must keep the delegate alive.
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  /// `var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { get }`.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
  /// `var isBeingDismissed: Bool { get }`: true from the start of its dismissal to its end (here, in
  /// `dismiss(animated:completion:)`).
  public private(set) var isBeingDismissed = false
  /// `var presentingViewController: UIViewController? { get }`: the controller that presented this one.
  public private(set) weak var presentingViewController: UIViewController?
  /// `var presentedViewController: UIViewController? { get }`: the one this controller presents.
  public private(set) var presentedViewController: UIViewController?
  /// `var traitCollection: UITraitCollection { get }` (UITraitEnvironment).
  open var traitCollection: UITraitCollection { UITraitCollection() }

  /// `func viewDidLoad()`.
  open func viewDidLoad() {}
  /// `func viewDidLayoutSubviews()`.
  open func viewDidLayoutSubviews() {}
  /// `func viewDidAppear(_ animated: Bool)`.
  open func viewDidAppear(_ animated: Bool) {}
  /// `func viewWillDisappear(_ animated: Bool)`.
  open func viewWillDisappear(_ animated: Bool) {}
  /// `func viewDidDisappear(_ animated: Bool)`.
  open func viewDidDisappear(_ animated: Bool) {}

  /// `func viewWillTransition(to size: CGSize, with coordinator: any
  /// UIViewControllerTransitionCoordinator)` (UIContentContainer, iOS 8).
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}
  /// `func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)` (UITraitEnvironment,
  /// iOS 8; deprecated in iOS 17 for the trait-change registration API, which iOS 15 and 16 lack).
  @available(iOS, introduced: 8.0, deprecated: 17.0)
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)`.
  /// Here it links the two as UIKit does (the appearance callbacks are the caller's to make); a
  /// controller already presenting presents nothing, as UIKit refuses it.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {
    guard presentedViewController == nil else { return }
    presentedViewController = viewControllerToPresent
    viewControllerToPresent.presentingViewController = self
    completion?()
  }

  /// `func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)`. Here with UIKit's documented
  /// rule: a controller presenting another dismisses that one and everything presented above it; one
  /// presenting nothing asks its presenter to dismiss it; one neither presenting nor presented does
  /// nothing. Each controller that goes gets `viewWillDisappear` and `viewDidDisappear`, top first,
  /// with `isBeingDismissed` true between them (what UIKit sets for the ones below the top is what
  /// only a device shows), then is unlinked; `completion` runs at the end.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    guard let child = presentedViewController ?? (presentingViewController == nil ? nil : self),
      let presenter = child.presentingViewController
    else { return }
    var stack: [UIViewController] = []
    var next: UIViewController? = child
    while let controller = next {
      stack.append(controller)
      next = controller.presentedViewController
    }
    for controller in stack.reversed() {
      controller.isBeingDismissed = true
      controller.viewWillDisappear(flag)
    }
    for controller in stack.reversed() {
      controller.viewDidDisappear(flag)
      controller.isBeingDismissed = false
      controller.presentedViewController = nil
      controller.presentingViewController = nil
    }
    presenter.presentedViewController = nil
    completion?()
  }
}
