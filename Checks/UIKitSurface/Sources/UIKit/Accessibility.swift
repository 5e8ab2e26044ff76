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

  /// `struct UIAccessibility.Notification: Hashable, RawRepresentable`: the notifications posted here.
  public struct Notification: Hashable, RawRepresentable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// `static let screenChanged: UIAccessibility.Notification` (`UIAccessibilityScreenChangedNotification`).
    public static let screenChanged = Notification(rawValue: 1000)
  }

  /// `struct UIAccessibility.AssistiveTechnologyIdentifier: Hashable, RawRepresentable` (iOS 9).
  public struct AssistiveTechnologyIdentifier: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `static let notificationVoiceOver: UIAccessibility.AssistiveTechnologyIdentifier`.
    public static let notificationVoiceOver = AssistiveTechnologyIdentifier(
      rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
  }

  /// `static func post(notification: UIAccessibility.Notification, argument: Any?)`
  /// (`UIAccessibilityPostNotification`); main actor here, the stricter reading.
  @MainActor public static func post(notification: Notification, argument: Any?) {}

  /// `static func focusedElement(using assistiveTechnologyIdentifier:
  /// UIAccessibility.AssistiveTechnologyIdentifier?) -> Any?` (`UIAccessibilityFocusedElement`, iOS 9).
  @MainActor public static func focusedElement(
    using assistiveTechnologyIdentifier: AssistiveTechnologyIdentifier?
  )
    -> Any?
  { nil }
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
  /// `var accessibilityElementsHidden: Bool { get set }`.
  public var accessibilityElementsHidden: Bool {
    get { false }
    set {}
  }
  /// `var accessibilityViewIsModal: Bool { get set }`.
  public var accessibilityViewIsModal: Bool {
    get { false }
    set {}
  }
}
