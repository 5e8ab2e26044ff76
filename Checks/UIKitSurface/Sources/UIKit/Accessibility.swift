import Foundation

/// `struct UIAccessibilityTraits: OptionSet`: the traits the adapter sets.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  /// `static var button: UIAccessibilityTraits { get }`.
  public static var button: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 0) }
  /// `static var image: UIAccessibilityTraits { get }`.
  public static var image: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 2) }
}

/// `enum UIAccessibility`: UIKit's accessibility functions and settings, as Swift names them.
public enum UIAccessibility {
  /// `@MainActor static var isReduceMotionEnabled: Bool { get }` (`UIAccessibilityIsReduceMotionEnabled()`, iOS 8).
  @MainActor public static var isReduceMotionEnabled: Bool { false }
}

// The UIAccessibility informal protocol: NSObject category properties in UIKit, not main-actor
// isolated in its documentation. Declaration only: nothing is stored.
extension NSObject {
  /// `var isAccessibilityElement: Bool { get set }`.
  public var isAccessibilityElement: Bool {
    get { false }
    set {}
  }
  /// `var accessibilityLabel: String? { get set }`.
  public var accessibilityLabel: String? {
    get { nil }
    set {}
  }
  /// `var accessibilityTraits: UIAccessibilityTraits { get set }`.
  public var accessibilityTraits: UIAccessibilityTraits {
    get { [] }
    set {}
  }
  /// `var accessibilityViewIsModal: Bool { get set }`.
  public var accessibilityViewIsModal: Bool {
    get { false }
    set {}
  }
}
