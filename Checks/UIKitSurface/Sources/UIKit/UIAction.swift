import Foundation

/// `typealias UIActionHandler = (UIAction) -> Void`.
public typealias UIActionHandler = (UIAction) -> Void

/// `@MainActor class UIAction: UIMenuElement`.
@MainActor open class UIAction: UIMenuElement {
  /// `struct UIAction.Identifier`.
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// `@MainActor @preconcurrency convenience init(title: String = "", image: UIImage? = nil,
  /// identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes:
  /// UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler)`.
  @MainActor @preconcurrency public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.init()
  }
}
