extension DialogDefinition {
  /// `spring-from-source`, seed 003 (Swift, a modal that grows out of the tapped button).
  ///
  /// The presented view is the screen minus 30 pt × 220 pt, centred at origin (15, 110), corner
  /// radius 4, the banner filling it. A black overlay fades 0→0.7 alongside; a tap on it closes.
  /// Present: alpha 0→1, scale 0.01→1 and the centre from the source button's centre to the final
  /// frame's, on UIKit's spring over 0.5 s with damping 0.7 and initial velocity 0.6 (the seed's
  /// `.CurveLinear` option is ignored by UIKit for springs). Dismiss: the reverse, same spring.
  /// Deviations: the seed's code sets `frame.origin` to a point mirrored from the button while the
  /// transform is not identity (where `frame` is undefined), then the presentation controller snaps
  /// the frame to (15, 110); on dismissal it moves the frame's origin, not its centre, to the
  /// button's origin. We reproduce the article's intent, shown in its animation: centre from the
  /// source's centre to the final frame and back. The article's plain green view is replaced by the
  /// campaign's banner.
  public static let springFromSource = DialogDefinition(
    name: "spring-from-source",
    seed: "003",
    present: Transition(
      duration: 0.5, curve: .spring(UIKitSpring(dampingRatio: 0.7, initialVelocity: 0.6)),
      effects: [.opacity(alpha: 0), .growFromSource(scale: 0.01)]),
    dismiss: Transition(
      duration: 0.5, curve: .spring(UIKitSpring(dampingRatio: 0.7, initialVelocity: 0.6)),
      effects: [.opacity(alpha: 0), .growFromSource(scale: 0.01)]),
    overlay: Overlay(color: .black, alpha: 0.7, placement: .alongside, closesOnTap: true),
    layout: DialogLayout(
      frame: .inset(horizontal: 30, vertical: 220),
      card: CardLayout(placement: .fillsDialog, cornerRadius: 4)))
}
