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

  /// `func viewDidLoad()`.
  open func viewDidLoad() {}
  /// `func viewDidLayoutSubviews()`.
  open func viewDidLayoutSubviews() {}
  /// `func viewDidAppear(_ animated: Bool)`.
  open func viewDidAppear(_ animated: Bool) {}
  /// `func viewDidDisappear(_ animated: Bool)`.
  open func viewDidDisappear(_ animated: Bool) {}

  /// `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)`.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {}

  /// `func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)`.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}
