/// A reference to an element of the current page (the W3C web element id).
public struct WebDriverElement: Sendable, Hashable {
  /// The W3C key under which an element travels in JSON.
  public static let key = "element-6066-11e4-a52e-4f735466cecf"
  /// The driver's id for the element; valid until the page changes.
  public let id: String

  /// An element from its id.
  public init(id: String) { self.id = id }

  /// The element from a script result or a command answer, nil if `value` isn't an element.
  public init?(_ value: ScriptValue) {
    guard let id = value[Self.key]?.string else { return nil }
    self.id = id
  }

  /// The element as a script argument (`arguments[i]` is the DOM element).
  public var scriptValue: ScriptValue { [Self.key: .string(id)] }
}
