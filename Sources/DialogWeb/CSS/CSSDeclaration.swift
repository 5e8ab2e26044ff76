/// `property: value`.
public struct CSSDeclaration: Hashable, Sendable {
  /// The property name, e.g. `opacity` or `--screen-width`.
  public var property: String
  /// The value text.
  public var value: String

  /// `property: value`.
  public init(_ property: String, _ value: String) {
    self.property = property
    self.value = value
  }
}
