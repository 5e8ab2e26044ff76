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
