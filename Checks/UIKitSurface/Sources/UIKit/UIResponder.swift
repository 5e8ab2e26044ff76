import Foundation

/// `@MainActor class UIResponder: NSObject`.
@MainActor open class UIResponder: NSObject {
  public override init() { super.init() }

  /// `func accessibilityPerformEscape() -> Bool`: in UIKit an NSObject category method
  /// (UIAccessibilityAction); declared here because Swift can't override an extension's method.
  open func accessibilityPerformEscape() -> Bool { false }

  /// `var canBecomeFirstResponder: Bool { get }`.
  open var canBecomeFirstResponder: Bool { false }
  /// `@discardableResult func becomeFirstResponder() -> Bool`.
  @discardableResult open func becomeFirstResponder() -> Bool { false }
  /// `func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?)` (iOS 9).
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
}

/// `@MainActor class UIPress: NSObject`.
@MainActor open class UIPress: NSObject {
  /// `var key: UIKey? { get }` (iOS 13.4): the hardware keyboard's key, if the press is one.
  open var key: UIKey? { nil }
}

/// `class UIKey: NSObject` (iOS 13.4).
open class UIKey: NSObject, @unchecked Sendable {
  /// `var keyCode: UIKeyboardHIDUsage { get }`.
  open var keyCode: UIKeyboardHIDUsage { .keyboardEscape }
}

/// `enum UIKeyboardHIDUsage: Int` (iOS 13.4): the key used here.
public enum UIKeyboardHIDUsage: Int, Sendable {
  case keyboardEscape = 41
}

/// `class UIEvent: NSObject`.
open class UIEvent: NSObject, @unchecked Sendable {}

/// `class UIPressesEvent: UIEvent` (iOS 9).
open class UIPressesEvent: UIEvent, @unchecked Sendable {}
