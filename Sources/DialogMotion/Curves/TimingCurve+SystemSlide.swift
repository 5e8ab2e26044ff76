extension TimingCurve {
  /// UIKit's default modal slide (cover vertical): dialog-spec.md §4, the least certain curve here.
  ///
  /// Public evidence (Apple developer forums, thread 48088) is that UIKit's private "curve 7" is a
  /// `CASpringAnimation` with mass 3, stiffness 1000, damping 500 (ζ ≈ 4.56, overdamped) over 0.5 s.
  /// Cut at 0.5 s like a §3 spring it would be only 63 % of the way (a 37 % snap), which is not what
  /// the system slide looks like; its 0.1 % settling time is ≈ 3.418 s. Our model re-times that
  /// spring so its settling maps onto the transition: progress(f) = spring(f × 3.418 s), which is at
  /// 49 % at 10 % of the time and 96.8 % at 50 %, and 99.9 % at the end (then the snap). Inferred,
  /// not documented by Apple: correct it here if better evidence appears.
  public static let systemSlide = TimingCurve.retimedSpring(
    RetimedSpring(
      spring: PhysicalSpring(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 0),
      settlingTime: 3.418))

  /// The system slide's duration in UIKit: 0.5 s.
  public static let systemSlideDuration = 0.5
}
