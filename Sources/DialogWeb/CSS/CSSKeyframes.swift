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
