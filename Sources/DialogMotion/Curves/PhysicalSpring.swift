/// A damped harmonic oscillator pulling a value from 0 to 1, in seconds: what Core Animation's
/// `CASpringAnimation` runs and what UIKit's duration-based spring resolves to.
///
/// Core Animation does not overdamp (dialog-spec.md §3, §4): a spring whose damping ratio exceeds 1
/// moves as the critically damped spring with the same ω₀ = √(k / m). `initialVelocity` is in
/// fractions of the total distance per second, positive toward the target.
public struct PhysicalSpring: Hashable, Codable, Sendable {
  /// The mass m.
  public var mass: Double
  /// The stiffness k.
  public var stiffness: Double
  /// The damping coefficient c (not the ratio).
  public var damping: Double
  /// The initial velocity, in fractions of the distance per second toward the target.
  public var initialVelocity: Double

  /// A spring with mass m, stiffness k, damping coefficient c and initial velocity v.
  public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
  }

  /// ω₀ = √(k / m), the undamped natural frequency in radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// ζ = c / (2√(km)): below 1 underdamped, 1 or more critically damped (Core Animation's reading).
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// How close below 1 ζ may be and still use the critically damped solution.
  static let criticalTolerance = 1e-9

  /// The progress p(t) at `time` seconds: 0 at t = 0, settling on 1 (may overshoot).
  public func value(at time: Double) -> Double {
    let zeta = dampingRatio
    let omega0 = naturalFrequency
    let v = initialVelocity
    if zeta >= 1 - Self.criticalTolerance {
      return 1 - (1 + (omega0 - v) * time) * Math.exp(-omega0 * time)
    }
    let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
    let b = (zeta * omega0 - v) / omegaD
    return 1 - Math.exp(-zeta * omega0 * time) * (Math.cos(omegaD * time) + b * Math.sin(omegaD * time))
  }
}
