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
