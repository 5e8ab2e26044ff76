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
  /// `var modalPresentationStyle: UIModalPresentationStyle { get set }`.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// `weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? { get set }`:
  /// weak, as UIKit's, so whoever sets it must keep the delegate alive.
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  /// `var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { get }`.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
  /// `var isBeingDismissed: Bool { get }`.
  open var isBeingDismissed: Bool { false }
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
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {}

  /// `func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)`.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}
