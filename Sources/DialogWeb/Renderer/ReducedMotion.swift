import DialogMotion

/// The `motion=reduce` form of every transition: a short cross-fade, a web convention UIKit's
/// custom animators ignore, so it is applied only when asked for (dialog-spec.md §5).
public enum ReducedMotion {
  /// The cross-fade's duration: 0.2 s, the shortest transition among the seeds, so reducing motion
  /// never makes a dialog slower to appear.
  public static let duration = 0.2
  /// The cross-fade's curve: UIKit's default.
  public static let curve = TimingCurve.easeInOut
}
