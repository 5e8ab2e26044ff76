/// UIKit's duration-based spring, `animate(withDuration:delay:usingSpringWithDamping:
/// initialSpringVelocity:options:animations:)`, described by its two public parameters.
///
/// The duration comes from the transition. ``physicalSpring(duration:)`` maps the three to the
/// physical spring UIKit runs (dialog-spec.md §3): mass 1, ω₀ from 12 Newton steps, evaluated in
/// seconds and cut at the duration, where the view snaps to its target. Encodes as
/// `{"damping": ζ, "velocity": v}`, the campaign files' form.
public struct UIKitSpring: Hashable, Sendable {
  /// `usingSpringWithDamping`: the damping ratio ζ, 0 < ζ ≤ 1.
  public var dampingRatio: Double
  /// `initialSpringVelocity`: fractions of the total distance per second, positive toward the target.
  public var initialVelocity: Double

  /// A spring with UIKit's damping ratio and initial velocity.
  public init(dampingRatio: Double, initialVelocity: Double = 0) {
    self.dampingRatio = dampingRatio
    self.initialVelocity = initialVelocity
  }

  /// UIKit's clamp of the damping ratio.
  public static let dampingRange: ClosedRange<Double> = 1.19e-7...1
  /// UIKit's clamp of the duration used to solve for ω₀, in seconds.
  public static let durationRange: ClosedRange<Double> = 0.01...10
  /// The envelope UIKit makes the spring reach at the duration: 0.1 % of the distance.
  public static let settlingEpsilon = 0.001
  /// UIKit's number of Newton iterations for ω₀, starting from 5 / T.
  public static let newtonIterations = 12

  /// The physical spring UIKit animates for this duration: m = 1, k = ω₀², c = 2ζω₀.
  public func physicalSpring(duration: Double) -> PhysicalSpring {
    let zeta = min(max(dampingRatio, Self.dampingRange.lowerBound), Self.dampingRange.upperBound)
    let omega0 = naturalFrequency(duration: duration)
    return PhysicalSpring(
      mass: 1, stiffness: omega0 * omega0, damping: 2 * zeta * omega0, initialVelocity: initialVelocity)
  }

  /// The progress at `time` seconds of a transition lasting `duration` seconds (before the snap).
  public func value(at time: Double, duration: Double) -> Double {
    physicalSpring(duration: duration).value(at: time)
  }
}

extension UIKitSpring: Codable {
  enum CodingKeys: String, CodingKey {
    case dampingRatio = "damping"
    case initialVelocity = "velocity"
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: ["damping", "velocity"], in: "spring")
    let container = try decoder.container(keyedBy: CodingKeys.self)
    dampingRatio = try container.decode(Double.self, forKey: .dampingRatio)
    initialVelocity = try container.decodeIfPresent(Double.self, forKey: .initialVelocity) ?? 0
  }
}
