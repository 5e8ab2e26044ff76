import Foundation

/// `@MainActor class UIMenuElement: NSObject`: only the types of UIAction's initializer.
@MainActor open class UIMenuElement: NSObject {
  /// `struct UIMenuElement.Attributes: OptionSet`.
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }

  /// `enum UIMenuElement.State: Int`.
  public enum State: Int, Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }
}
