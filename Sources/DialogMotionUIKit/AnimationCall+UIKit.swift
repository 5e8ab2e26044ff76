#if os(iOS) || os(visionOS) || DIALOG_UIKIT_SURFACE
  import DialogMotion
  import UIKit

  extension AnimationCall {
    /// Makes the call: runs `animations` along it, then `completion` with whether it finished.
    @MainActor func run(animations: @escaping () -> Void, completion: @escaping (Bool) -> Void) {
      switch self {
      case .animate(let duration, let delay, let option):
        UIView.animate(
          withDuration: duration, delay: delay, options: [option.animationOptions], animations: animations,
          completion: completion)
      case .cubicBezier(let duration, let controlPoint1, let controlPoint2):
        let timing = UICubicTimingParameters(
          controlPoint1: CGPoint(controlPoint1), controlPoint2: CGPoint(controlPoint2))
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: timing)
        animator.addAnimations(animations)
        animator.addCompletion { position in completion(position == .end) }
        animator.startAnimation()
      case .spring(let duration, let delay, let dampingRatio, let initialVelocity):
        // No curve option: UIKit ignores one for springs.
        UIView.animate(
          withDuration: duration, delay: delay, usingSpringWithDamping: CGFloat(dampingRatio),
          initialSpringVelocity: CGFloat(initialVelocity), options: [], animations: animations,
          completion: completion)
      case .systemSlide:
        // UIKit runs its own slide and never asks our animator; nothing to animate here.
        animations()
        completion(true)
      }
    }
  }

  extension AnimationCall.CurveOption {
    /// The `UIView.AnimationOptions` curve.
    var animationOptions: UIView.AnimationOptions {
      switch self {
      case .curveEaseInOut: .curveEaseInOut
      case .curveEaseIn: .curveEaseIn
      case .curveEaseOut: .curveEaseOut
      case .curveLinear: .curveLinear
      }
    }
  }
#endif
