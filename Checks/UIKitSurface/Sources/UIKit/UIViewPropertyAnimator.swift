import Foundation

/// `@MainActor class UIViewPropertyAnimator: NSObject`: the members the adapter uses.
@MainActor open class UIViewPropertyAnimator: NSObject {
  /// `init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider)`.
  public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) { super.init() }

  /// `func addAnimations(_ animation: @escaping () -> Void)`.
  open func addAnimations(_ animation: @escaping () -> Void) {}
  /// `func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)`.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
  /// `func startAnimation()` (UIViewAnimating).
  open func startAnimation() {}
}
