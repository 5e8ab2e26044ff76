/// The reduced-motion form of every transition: a short cross-fade of the dialog's opacity (and the
/// alongside overlay's), no transform. The UIKit adapter runs it when `UIAccessibility
/// .isReduceMotionEnabled`; the preview shows it with `motion=reduce` (dialog-spec.md §5). UIKit's
/// custom animators don't reduce themselves, so the seeds have no such form: this one is ours.
public enum ReducedMotion {
  /// The cross-fade's duration: 0.2 s, the shortest transition among the seeds, so reducing motion
  /// never makes a dialog slower to appear.
  public static let duration = 0.2
  /// The cross-fade's curve: UIKit's default.
  public static let curve = TimingCurve.easeInOut
  /// The cross-fade as a transition, the same in both directions: alpha 0 at the hidden end.
  public static let crossFade = Transition(duration: duration, curve: curve, effects: [.opacity(alpha: 0)])
}
