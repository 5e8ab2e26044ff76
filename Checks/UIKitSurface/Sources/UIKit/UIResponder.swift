import Foundation

/// `@MainActor class UIResponder: NSObject`.
@MainActor open class UIResponder: NSObject {
  public override init() { super.init() }

  /// `func accessibilityPerformEscape() -> Bool`: in UIKit an NSObject category method
  /// (UIAccessibilityAction); declared here because Swift can't override an extension's method.
  open func accessibilityPerformEscape() -> Bool { false }
}
