/// A physical spring re-timed so that `settlingTime` seconds of it fill the transition: the
/// progress at fraction f of the transition is `spring.value(at: f × settlingTime)`.
///
/// Used for UIKit's system slide (``TimingCurve/systemSlide``), whose spring settles far later
/// than the transition's duration; the duration itself comes from the transition.
public struct RetimedSpring: Hashable, Codable, Sendable {
  /// The spring, evaluated in its own seconds.
  public var spring: PhysicalSpring
  /// The stretch of the spring's time that maps onto the whole transition, in seconds.
  public var settlingTime: Double

  /// A spring whose first `settlingTime` seconds map onto the transition.
  public init(spring: PhysicalSpring, settlingTime: Double) {
    self.spring = spring
    self.settlingTime = settlingTime
  }

  /// The progress at fraction `fraction` (0…1) of the transition.
  public func progress(at fraction: Double) -> Double {
    spring.value(at: fraction * settlingTime)
  }
}
