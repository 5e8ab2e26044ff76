import Foundation

/// `@MainActor class UIWindow: UIView`.
@MainActor open class UIWindow: UIView {
  /// `var rootViewController: UIViewController? { get set }`.
  open var rootViewController: UIViewController?
  /// `var isKeyWindow: Bool { get }`.
  open var isKeyWindow: Bool { false }
  /// `weak var windowScene: UIWindowScene? { get set }` (iOS 13).
  open weak var windowScene: UIWindowScene?
}

/// `@MainActor class UIScene: UIResponder` (iOS 13).
@MainActor open class UIScene: UIResponder {
  /// `enum UIScene.ActivationState: Int`.
  public enum ActivationState: Int, Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }

  /// `var activationState: UIScene.ActivationState { get }`.
  open var activationState: ActivationState { .unattached }
}

/// `@MainActor class UIWindowScene: UIScene` (iOS 13).
@MainActor open class UIWindowScene: UIScene {
  /// `var windows: [UIWindow] { get }`.
  open var windows: [UIWindow] { [] }
  /// `var keyWindow: UIWindow? { get }` (iOS 15).
  open var keyWindow: UIWindow? { nil }
}
