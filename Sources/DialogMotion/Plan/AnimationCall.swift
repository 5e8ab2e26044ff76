/// The UIKit call that animates the presented view from ``DialogPlan/from`` to ``DialogPlan/to``.
/// Delays are always 0; the completion calls `completeTransition(_:)`.
public enum AnimationCall: Hashable, Codable, Sendable {
  /// The curve option of `UIView.AnimationOptions`.
  public enum CurveOption: String, Hashable, Codable, Sendable {
    /// `.curveEaseInOut`, UIView's default (rawValue 0).
    case curveEaseInOut
    /// `.curveEaseIn`.
    case curveEaseIn
    /// `.curveEaseOut`.
    case curveEaseOut
    /// `.curveLinear`.
    case curveLinear
  }

  /// `UIView.animate(withDuration:delay:options:animations:completion:)` with one curve option.
  case animate(duration: Double, delay: Double, option: CurveOption)
  /// `UIViewPropertyAnimator(duration:timingParameters:)` with
  /// `UICubicTimingParameters(controlPoint1:controlPoint2:)`, then `startAnimation()`.
  case cubicBezier(duration: Double, controlPoint1: PlanPoint, controlPoint2: PlanPoint)
  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:
  /// animations:completion:)` with no options: UIKit ignores a curve option for springs.
  case spring(duration: Double, delay: Double, dampingRatio: Double, initialVelocity: Double)
  /// No call: no animator is returned, and UIKit runs its own cover-vertical slide.
  case systemSlide
}
