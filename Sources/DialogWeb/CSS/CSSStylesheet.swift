/// A small CSS document tree: rules, `@keyframes`, comments and raw text, rendered by one
/// `render(into:)`. The model types (DialogMotion) know nothing of it; the renderer builds it.
public struct CSSStylesheet: Hashable, Sendable {
  /// The top-level nodes, in order.
  public var nodes: [CSSNode]

  /// A stylesheet of `nodes`.
  public init(_ nodes: [CSSNode] = []) { self.nodes = nodes }

  /// This stylesheet followed by `other`.
  public static func + (a: CSSStylesheet, b: CSSStylesheet) -> CSSStylesheet {
    CSSStylesheet(a.nodes + b.nodes)
  }
}

/// One top-level piece of a stylesheet.
public enum CSSNode: Hashable, Sendable {
  /// `selectors { declarations }`.
  case rule(CSSRule)
  /// `@keyframes name { … }`.
  case keyframes(CSSKeyframes)
  /// `/* text */`; a `*/` inside the text is defused when rendered.
  case comment(String)
  /// Text written out exactly as given, unescaped and unchecked: only for trusted input.
  case unsafeRaw(String)
}

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

/// `@keyframes name { selector { declarations } … }`.
public struct CSSKeyframes: Hashable, Sendable {
  /// The animation's name, escaped as an identifier when rendered.
  public var name: String
  /// The keyframes, e.g. `from` and `to`.
  public var frames: [CSSKeyframe]

  /// Keyframes called `name`.
  public init(name: String, frames: [CSSKeyframe]) {
    self.name = name
    self.frames = frames
  }
}

/// One keyframe: `from`, `to` or a percentage, with its declarations.
public struct CSSKeyframe: Hashable, Sendable {
  /// `from`, `to` or `NN%`.
  public var selector: String
  /// The declarations.
  public var declarations: [CSSDeclaration]

  /// A keyframe at `selector`.
  public init(_ selector: String, _ declarations: [CSSDeclaration]) {
    self.selector = selector
    self.declarations = declarations
  }
}
