import Foundation

/// `@MainActor class UIButton: UIControl`.
@MainActor open class UIButton: UIControl {
  /// `enum UIButton.ButtonType: Int`: the types the adapter makes.
  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system = 1
    case close = 7
  }

  /// `var titleLabel: UILabel? { get }`.
  open var titleLabel: UILabel? { nil }

  /// `convenience init(type buttonType: UIButton.ButtonType)`.
  public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }

  /// `convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?)` (iOS 14).
  public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
    self.init(frame: .zero)
  }
}
