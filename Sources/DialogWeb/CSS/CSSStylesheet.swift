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
