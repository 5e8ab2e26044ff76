import DialogMotion

/// Generates the preview's CSS from DialogMotion definitions: layout and motion, frame for frame.
///
/// # The contract the embed page follows
///
/// DOM (one simulated screen; attributes are api.md's DOM hooks):
///
/// ```html
/// <div class="dp-screen dp-device-iphone-15" data-style="pop-grow">  <!-- + phase classes -->
///   <div class="dp-app"> … <button data-source></button> </div>      <!-- the app behind -->
///   <div data-overlay></div>                                       <!-- all presets but campaign-fade -->
///   <div data-dialog>
///     <div data-overlay></div>                                     <!-- campaign-fade only: first child -->
///     <div data-card>
///       <img data-banner alt="">
///       <button data-close></button>                               <!-- campaign-fade -->
///       <button data-button>OK</button>                            <!-- pop-shrink -->
///     </div>
///   </div>
/// </div>
/// ```
///
/// - `data-style` on `.dp-screen` picks the definition: a preset name (`pop-grow`, from
///   ``allPresetsCSS()``) or `CAMPAIGN--VARIANT` (from ``campaignCSS(campaign:variants:)``).
/// - Device: class `dp-device-iphone-se` (375 × 667), `dp-device-iphone-15` (393 × 852, also the
///   default without a class) or `dp-device-iphone-15-pro-max` (430 × 932) on `.dp-screen`; they
///   set `--screen-width` and `--screen-height` (px). Every size is computed from them (1 pt =
///   1 px), never from the viewport: to show a smaller screen, scale `.dp-screen` with a transform.
/// - Slow motion: set `--slow` (a number, default 1) on `.dp-screen` through CSSOM
///   (`screen.style.setProperty("--slow", "4")`); every duration is `calc(var(--slow, 1) * Nms)`.
/// - Phases: exactly one of `is-presenting`, `is-presented`, `is-dismissing` on `.dp-screen`;
///   none means dismissed, where `[data-dialog]` and `[data-overlay]` are `display: none`.
///   `is-presenting` and `is-dismissing` run CSS animations (`@keyframes`, so
///   `document.getAnimations()` lists them and a test can pause and seek them) on `[data-dialog]`
///   and, for presets with an alongside overlay, on the outer `[data-overlay]` (same duration).
///   The page only toggles classes: on the `animationend` whose target is `[data-dialog]`, switch
///   `is-presenting` → `is-presented`, or drop `is-dismissing` (dismissed). The animations fill
///   both ways, so the end state holds until the class changes; switching to `is-presented` is
///   UIKit's snap to the target at the end of a spring. To replay, remove the phase class, flush
///   style (read `offsetWidth`), then add `is-presenting`. During both transitions the dialog and
///   overlay ignore pointer events, as UIKit ignores touches during a transition.
/// - Reduced motion: class `is-reduced-motion` on `.dp-screen` (only when `motion=reduce` is
///   asked) replaces both transitions by a cross-fade of ``ReducedMotion/duration`` (0.2 s,
///   ease-in-out): the dialog's opacity and the overlay's, no transform.
/// - Taps: with ``DialogDefinition/closeTriggers`` containing `overlay`, a tap anywhere outside
///   `[data-card]` (on `[data-overlay]` or on `[data-dialog]` around the card) closes; for
///   campaign-fade (no `overlay` trigger) such a tap does nothing.
///
/// # What is generated per definition
///
/// Under its scope: the overlay's colour and alpha; the presented view's frame; the card's size,
/// corner radius, background and clipping; the banner's fit; the ✕ and the card's button; then
/// for each direction `@keyframes` whose `from` and `to` are exactly the UIKit transition's start
/// and end states (opacity clamped by CSS as Core Animation does; `translate(…) scale(…)` in that
/// order about the centre, so the offset isn't scaled; the grow-from-source dismissal ends on the
/// source's centre; the slide moves by the screen's height) with the curve as the animation's
/// easing (``TimingCurve/cssEasing(duration:)``): a `linear()` maps progress onto the
/// interpolation from `from` to `to`, and its overshoot above 1 comes through for transforms.
public enum CSSRenderer {
  /// The first line of every generated stylesheet.
  public static let header =
    "dialog-preview: generated from the DialogMotion definitions (schema \(DialogDefinition.currentSchemaVersion)). Do not edit."

  /// The base CSS alone: device sizes, the screen, the app layer and source button, phase
  /// visibility and the parts of the layout every definition shares. Needed once per page. `compact`:
  /// as served (``CSSStylesheet/renderCompact()``), else indented for reading.
  public static func baseCSS(compact: Bool = false) -> String { text(baseStylesheet(), compact: compact) }

  /// `sheet` as text, compact (as served) or indented.
  static func text(_ sheet: CSSStylesheet, compact: Bool) -> String {
    compact ? sheet.renderCompact() : sheet.render()
  }

  /// One definition's CSS under `scope` (by default `data-style="NAME"`), without the base CSS.
  public static func css(for preset: DialogDefinition, scope: CSSScope? = nil) -> String {
    stylesheet(for: preset, scope: scope ?? .preset(preset)).render()
  }

  /// A definition with campaign overrides applied, under `scope` (e.g. `.campaignVariant(...)`
  /// or `CSSScope(selector:)`), without the base CSS.
  public static func css(
    for definition: DialogDefinition, applying overrides: StyleOverrides, scope: CSSScope
  )
    -> String
  {
    stylesheet(for: definition.applying(overrides), scope: scope).render()
  }

  /// `/dialog.css`: the base CSS, then every preset under its default scope.
  public static func allPresetsCSS(compact: Bool = false) -> String {
    text(
      DialogDefinition.presets.reduce(baseStylesheet()) { $0 + stylesheet(for: $1, scope: .preset($1)) },
      compact: compact)
  }

  /// `/presets/{name}.css`: the base CSS, then the preset, so the file works on its own.
  public static func presetStylesheet(_ preset: DialogDefinition, compact: Bool = false) -> String {
    text(baseStylesheet() + stylesheet(for: preset, scope: .preset(preset)), compact: compact)
  }

  /// `/campaigns/{id}.css`: each variant's definition (overrides already applied) under
  /// `data-style="CAMPAIGN--VARIANT"`, without the base CSS (link `/dialog.css` too).
  /// A variant whose banner's size is known (`bannerRatios[id]`, height over width) sets `--dp-ratio`
  /// on its screen, so the card has its height before the image loads (embed.js sets it again
  /// from the image it loaded).
  public static func campaignCSS(
    campaign: String, variants: [(id: String, definition: DialogDefinition)],
    bannerRatios: [String: Double] = [:], compact: Bool = false
  ) -> String {
    let sheets = variants.map { variant in
      let scope = CSSScope.campaignVariant(campaign: campaign, variant: variant.id)
      var sheet = stylesheet(for: variant.definition, scope: scope)
      if let ratio = bannerRatios[variant.id], ratio.isFinite, ratio > 0 {
        let rule = CSSRule(
          scope.selector, [CSSDeclaration(LayoutVariable.bannerRatio.cssProperty, CSSNumber.text(ratio))])
        sheet = CSSStylesheet([.rule(rule)]) + sheet
      }
      return sheet
    }
    return text(sheets.reduce(CSSStylesheet([.comment(header)]), +), compact: compact)
  }

  /// One definition's CSS as a tree, for composing.
  public static func stylesheet(for definition: DialogDefinition, scope: CSSScope) -> CSSStylesheet {
    ScopedRenderer(definition: definition, scope: scope).stylesheet()
  }
}
