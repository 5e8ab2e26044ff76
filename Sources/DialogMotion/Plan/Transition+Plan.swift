extension Transition {
  /// True when UIKit runs this transition itself: its cover-vertical slide, because the seed
  /// (004) gives UIKit no animator. Recognised by the slide effect, whatever curve models it.
  public var runsUIKitSlide: Bool { effects.contains(.slideFromBelow) }

  /// The UIKit call that runs this transition: a named curve as `animate(withDuration:delay:
  /// options:)` with its curve option, any other bezier through `UIViewPropertyAnimator` with
  /// `UICubicTimingParameters`, UIKit's spring as `usingSpringWithDamping:initialSpringVelocity:`,
  /// and none for UIKit's own slide.
  public var animationCall: AnimationCall {
    if runsUIKitSlide { return .systemSlide }
    if let option = Self.curveOptions.first(where: { $0.curve == curve })?.option {
      return .animate(duration: duration, delay: 0, option: option)
    }
    if case .spring(let spring) = curve {
      return .spring(
        duration: duration, delay: 0, dampingRatio: spring.dampingRatio,
        initialVelocity: spring.initialVelocity)
    }
    if let bezier = curve.bezier {
      return .cubicBezier(
        duration: duration, controlPoint1: PlanPoint(x: bezier.x1, y: bezier.y1),
        controlPoint2: PlanPoint(x: bezier.x2, y: bezier.y2))
    }
    // What remains models UIKit's own slide (a `CASpringAnimation`), which no UIView call makes.
    return .systemSlide
  }

  /// The curves UIKit names, with their `UIView.AnimationOptions`.
  static let curveOptions: [(curve: TimingCurve, option: AnimationCall.CurveOption)] = [
    (.easeInOut, .curveEaseInOut), (.easeIn, .curveEaseIn), (.easeOut, .curveEaseOut),
    (.linear, .curveLinear),
  ]
}
