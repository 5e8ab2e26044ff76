/// How a transition's progress moves over its duration: the closed set of curves UIKit offers.
///
/// The four named beziers are UIKit's `UIView.AnimationOptions` curves with Core Animation's control
/// points (dialog-spec.md §2). `spring` is UIKit's duration-based spring (§3), whose shape depends on
/// the transition's duration. `physicalSpring` is a `CASpringAnimation` given by its physical
/// parameters, which carries UIKit's system slide (§4, ``Transition/systemSlide``).
public enum TimingCurve: Hashable, Sendable {
  /// UIKit's default for `UIView.animate(withDuration:)`: control points (0.42, 0), (0.58, 1).
  case easeInOut
  /// `.curveEaseIn`: (0.42, 0), (1, 1).
  case easeIn
  /// `.curveEaseOut`: (0, 0), (0.58, 1).
  case easeOut
  /// `.curveLinear`: (0, 0), (1, 1).
  case linear
  /// Any other cubic Bézier, evaluated as browsers do.
  case bezier(CubicBezier)
  /// UIKit's `usingSpringWithDamping:initialSpringVelocity:`, cut at the duration.
  case spring(UIKitSpring)
  /// A `CASpringAnimation` (mass, stiffness, damping, velocity), evaluated in seconds and cut at the
  /// duration like UIKit's spring; damping ratios above 1 move critically damped (the system slide).
  case physicalSpring(PhysicalSpring)

  /// The control points of the bezier curves (named or custom); nil for springs.
  public var bezier: CubicBezier? {
    switch self {
    case .easeInOut: CubicBezier(0.42, 0, 0.58, 1)
    case .easeIn: CubicBezier(0.42, 0, 1, 1)
    case .easeOut: CubicBezier(0, 0, 0.58, 1)
    case .linear: CubicBezier(0, 0, 1, 1)
    case .bezier(let curve): curve
    case .spring, .physicalSpring: nil
    }
  }

  /// True for the springs, which have no bezier and may overshoot.
  public var isSpring: Bool { bezier == nil }

  /// The progress at `fraction` (0…1) of a transition lasting `duration` seconds.
  ///
  /// Springs return their value before UIKit's final snap: at fraction 1 a spring is at p(T), and
  /// the view then jumps to the target (progress 1).
  public func progress(at fraction: Double, duration: Double) -> Double {
    switch self {
    case .linear: fraction
    case .spring(let spring): spring.value(at: fraction * duration, duration: duration)
    case .physicalSpring(let spring): spring.value(at: fraction * duration)
    case .easeInOut, .easeIn, .easeOut, .bezier: bezier!.progress(at: fraction)
    }
  }
}

extension TimingCurve {
  /// ``progress(at:duration:)`` as a function, with the spring's ω₀ solved once: for sampling.
  public func progressFunction(duration: Double) -> @Sendable (Double) -> Double {
    switch self {
    case .spring(let spring):
      let physical = spring.physicalSpring(duration: duration)
      return { physical.value(at: $0 * duration) }
    case .physicalSpring(let spring):
      return { spring.value(at: $0 * duration) }
    case .linear:
      return { $0 }
    case .easeInOut, .easeIn, .easeOut, .bezier:
      let solver = UnitBezierSolver(bezier!)
      return { solver.solve($0) }
    }
  }
}
