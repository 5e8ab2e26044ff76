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
