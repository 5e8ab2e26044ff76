import Foundation

/// `enum UIUserInterfaceStyle: Int` (iOS 12).
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

/// `struct UIContentSizeCategory: Hashable, Equatable, RawRepresentable, Sendable` (iOS 10): its raw
/// value is the category's name, e.g. `UICTContentSizeCategoryL`.
public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  /// `init(rawValue: String)`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// `static let unspecified: UIContentSizeCategory`.
  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
}

/// `enum UIUserInterfaceLayoutDirection: Int`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight = 0
  case rightToLeft = 1
}

/// `class UITraitCollection: NSObject` (not main-actor isolated; Sendable): the traits the adapter reads.
open class UITraitCollection: NSObject, @unchecked Sendable {  // immutable, as UIKit's
  /// `init()`, inherited from NSObject: every trait unspecified.
  public override init() { super.init() }

  /// `var userInterfaceStyle: UIUserInterfaceStyle { get }` (iOS 12).
  open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
  /// `var preferredContentSizeCategory: UIContentSizeCategory { get }` (iOS 10).
  open var preferredContentSizeCategory: UIContentSizeCategory { .unspecified }
  /// `var accessibilityContrast: UIAccessibilityContrast { get }` (iOS 13): high with Increase Contrast.
  open var accessibilityContrast: UIAccessibilityContrast { .unspecified }
}

/// `enum UIAccessibilityContrast: Int` (iOS 13).
public enum UIAccessibilityContrast: Int, Sendable {
  case unspecified = -1
  case normal = 0
  case high = 1
}
