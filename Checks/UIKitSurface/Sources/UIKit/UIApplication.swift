import Foundation

/// `@MainActor class UIApplication: UIResponder`.
@MainActor open class UIApplication: UIResponder {
  /// `class var shared: UIApplication { get }`.
  open class var shared: UIApplication { fatalError("UIKitSurface declares UIKit; it does not run it.") }

  /// `struct UIApplication.OpenExternalURLOptionsKey`.
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// `func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey : Any] = [:],
  /// completionHandler completion: ((Bool) -> Void)? = nil)`.
  open func open(
    _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: ((Bool) -> Void)? = nil
  ) {}
}
