import Foundation

/// `@MainActor class UIControl: UIView`.
@MainActor open class UIControl: UIView {
  /// `struct UIControl.Event: OptionSet`: the event the adapter listens to.
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `static var touchUpInside: UIControl.Event { get }`.
    public static var touchUpInside: Event { Event(rawValue: 1 << 6) }
  }

  /// `func addAction(_ action: UIAction, for controlEvents: UIControl.Event)` (iOS 14).
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}
