/// A style rule. Selectors and values are written as given: build them from escaped parts
/// (``CSSEscaping``) whenever they hold outside data.
public struct CSSRule: Hashable, Sendable {
  /// The selector list, one selector per entry.
  public var selectors: [String]
  /// The declarations, in order.
  public var declarations: [CSSDeclaration]

  /// A rule for `selectors`.
  public init(_ selectors: [String], _ declarations: [CSSDeclaration]) {
    self.selectors = selectors
    self.declarations = declarations
  }

  /// A rule for one selector.
  public init(_ selector: String, _ declarations: [CSSDeclaration]) {
    self.init([selector], declarations)
  }

  /// A rule from `property: value` pairs, in order: `CSSRule([".a"], ["opacity": "0"])`.
  public init(_ selectors: [String], _ pairs: KeyValuePairs<String, String>) {
    self.init(selectors, pairs.map { CSSDeclaration($0.key, $0.value) })
  }

  /// A rule for one selector from `property: value` pairs, in order.
  public init(_ selector: String, _ pairs: KeyValuePairs<String, String>) {
    self.init([selector], pairs)
  }
}
