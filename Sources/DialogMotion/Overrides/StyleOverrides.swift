/// The adjustments a campaign variant may make to a preset (api.md, "Campaign files"): the keys
/// of `{ "preset": NAME, ...overrides }` besides `preset`. Every field is optional; nil keeps the
/// preset's value.
///
/// What each means for a preset (see ``DialogDefinition/applying(_:)``):
/// - `presentDuration`, `dismissDuration`: the transition's duration in seconds; the overlay's
///   alongside fade follows it. A spring is re-solved for the new duration, as UIKit would.
/// - `curve`: replaces the dialog's present and dismiss curves; the overlay keeps its alongside
///   ease-in-out (``Overlay/alongsideCurve``).
/// - `overlayAlpha`: the dim's alpha once presented (seed 000: its background colour's alpha).
/// - `fromScale`: the scale a present starts from, replacing the preset's (pop-grow's 0.8,
///   pop-shrink's 1.1, spring-from-source's 0.01); campaign-fade, which has none, gains a scale from
///   it. The dismissal keeps the preset's own end scale.
///
/// - `colors`: the card's background, its button's title and hairline, the ✕'s disc (and its alpha)
///   and glyph, per appearance (`light`, `dark`); what is not given keeps the preset's default.
///
/// `half-screen-slide` is UIKit's own slide, with no duration, curve or scale to set: it takes
/// `overlayAlpha` only, and validation refuses the other keys on it (``problems(for:)``).
public struct StyleOverrides: Hashable, Sendable {
  /// The present transition's duration, seconds, > 0 and ≤ 10.
  public var presentDuration: Double?
  /// The dismiss transition's duration, seconds, > 0 and ≤ 10.
  public var dismissDuration: Double?
  /// The dialog's curve for both transitions: a named bezier, a bezier or a UIKit spring.
  public var curve: TimingCurve?
  /// The overlay's alpha, 0…1.
  public var overlayAlpha: Double?
  /// The scale a present starts from, > 0 and ≤ 2.
  public var fromScale: Double?
  /// The card's colours in light and dark mode (`{"light": {…}, "dark": {…}}`, each `#RRGGBB`).
  public var colors: ColorOverrides?

  /// Overrides with the given fields; all nil by default.
  public init(
    presentDuration: Double? = nil, dismissDuration: Double? = nil, curve: TimingCurve? = nil,
    overlayAlpha: Double? = nil, fromScale: Double? = nil, colors: ColorOverrides? = nil
  ) {
    self.presentDuration = presentDuration
    self.dismissDuration = dismissDuration
    self.curve = curve
    self.overlayAlpha = overlayAlpha
    self.fromScale = fromScale
    self.colors = colors
  }

  /// No overrides.
  public static let none = StyleOverrides()

  /// True when nothing is overridden.
  public var isEmpty: Bool { self == .none }

  /// The keys a campaign's style object may have besides `preset`, in the contract's order.
  public static let keys = [
    "presentDuration", "dismissDuration", "curve", "overlayAlpha", "fromScale", "colors",
  ]

  /// The largest `fromScale` allowed.
  public static let maximumFromScale = 2.0
}
