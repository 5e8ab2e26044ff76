import DialogMotion

/// Where a definition's CSS applies: a selector for the screen element (`.dp-screen`) and a name
/// that makes its `@keyframes` unique.
///
/// Presets use `.style("pop-grow")`: selector `.dp-screen[data-style="pop-grow"]`, keyframes
/// `dp-pop-grow-…`. Campaign variants use `.campaignVariant(campaign: "summer-sale", variant: "B")`:
/// `.dp-screen[data-style="summer-sale--B"]`, keyframes `dp-summer-sale--B-…`. Preset names never
/// contain `--`, so the two never collide.
public struct CSSScope: Hashable, Sendable {
  /// A selector matching the screen element itself (phase classes are appended to it).
  public let selector: String
  /// The unique part of keyframe names, escaped as an identifier when rendered.
  public let name: String

  private init(trustedSelector: String, name: String) {
    selector = trustedSelector
    self.name = name
  }

  /// The screen element with `data-style` equal to `style` (escaped as a CSS string).
  public static func style(_ style: String) -> CSSScope {
    CSSScope(trustedSelector: ".dp-screen[data-style=\(CSSEscaping.string(style))]", name: style)
  }

  /// A campaign variant's scope: `data-style="CAMPAIGN--VARIANT"`.
  public static func campaignVariant(campaign: String, variant: String) -> CSSScope {
    style(styleName(campaign: campaign, variant: variant))
  }

  /// `CAMPAIGN--VARIANT`, the `data-style` value of a campaign variant.
  public static func styleName(campaign: String, variant: String) -> String { "\(campaign)--\(variant)" }

  /// A preset's default scope: `data-style="NAME"`.
  public static func preset(_ definition: DialogDefinition) -> CSSScope { style(definition.name) }

  /// Any selector for the screen element, with keyframe names derived from `name` (or, when nil,
  /// from a hash of the selector). Nil when the selector could break out of its rule or list more
  /// than one selector: it may not contain `{`, `}`, `;`, `,`, `<`, `@`, `/*` or a backslash.
  public init?(selector: String, name: String? = nil) {
    let forbidden: [Character] = ["{", "}", ";", ",", "<", "@", "\\"]
    guard !selector.isEmpty, !selector.contains(where: forbidden.contains), !selector.contains("/*") else {
      return nil
    }
    let hash = String(FNV1a.hash32(selector), radix: 16)
    self.init(
      trustedSelector: selector, name: name ?? "x\(String(repeating: "0", count: 8 - hash.count))\(hash)")
  }

  /// `dp-NAME-SUFFIX`, a keyframes name.
  func keyframesName(_ suffix: String) -> String { "dp-\(name)-\(suffix)" }
}
