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
