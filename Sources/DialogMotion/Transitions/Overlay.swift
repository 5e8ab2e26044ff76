/// The dim behind the dialog (`data-overlay`).
public struct Overlay: Hashable, Codable, Sendable {
  /// Where the dim lives, which decides how it animates.
  public enum Placement: String, Hashable, Codable, Sendable {
    /// The presented view's own background colour (seed 000): it fades with the dialog, at `alpha`.
    case dialogBackground
    /// A view of the presentation controller under the dialog (seeds 001–004): its alpha animates
    /// from 0 to `alpha` alongside the transition, and to `dismissedAlpha` on dismissal.
    case alongside
  }

  /// The colour.
  public var color: RGBColor
  /// The alpha once presented.
  public var alpha: Double
  /// The alpha the dismissal animates to before the overlay is removed (seed 004: 0.01).
  public var dismissedAlpha: Double
  /// Where the dim lives.
  public var placement: Placement
  /// Whether a tap on the dim closes the dialog (trigger `overlay`).
  public var closesOnTap: Bool

  /// An overlay from its parts.
  public init(
    color: RGBColor, alpha: Double, dismissedAlpha: Double = 0, placement: Placement, closesOnTap: Bool
  ) {
    self.color = color
    self.alpha = alpha
    self.dismissedAlpha = dismissedAlpha
    self.placement = placement
    self.closesOnTap = closesOnTap
  }

  /// The curve of animations run alongside a transition (the overlay's fade), over its duration.
  ///
  /// Inferred: `animateAlongsideTransition` blocks use the transition coordinator's curve, which
  /// our best reading makes UIKit's default ease-in-out, not the animator's own curve or spring
  /// (dialog-spec.md §1 notes). Change it here if that proves wrong.
  public static let alongsideCurve = TimingCurve.easeInOut

  /// The alpha at the start and the end of a transition in `direction`.
  public func alphas(for direction: TransitionDirection) -> (from: Double, to: Double) {
    switch (placement, direction) {
    case (.dialogBackground, _): (alpha, alpha)
    case (.alongside, .present): (0, alpha)
    case (.alongside, .dismiss): (alpha, dismissedAlpha)
    }
  }
}
