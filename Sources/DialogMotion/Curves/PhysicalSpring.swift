/// A damped harmonic oscillator pulling a value from 0 to 1, in seconds: what Core Animation's
/// `CASpringAnimation` runs and what UIKit's duration-based spring resolves to.
///
/// Under-, critically and overdamped springs are all supported. `initialVelocity` is in fractions
/// of the total distance per second, positive toward the target.
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

  /// ζ = c / (2√(km)): below 1 underdamped, 1 critically damped, above 1 overdamped.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// How close ζ must be to 1 to use the critically damped solution.
  static let criticalTolerance = 1e-9

  /// The progress p(t) at `time` seconds: 0 at t = 0, settling on 1 (may overshoot).
  public func value(at time: Double) -> Double {
    let zeta = dampingRatio
    let omega0 = naturalFrequency
    let v = initialVelocity
    if abs(zeta - 1) <= Self.criticalTolerance {
      return 1 - (1 + (omega0 - v) * time) * Math.exp(-omega0 * time)
    }
    if zeta < 1 {
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      let b = (zeta * omega0 - v) / omegaD
      return 1 - Math.exp(-zeta * omega0 * time)
        * (Math.cos(omegaD * time) + b * Math.sin(omegaD * time))
    }
    // Overdamped: the distance left is A·e^(r₁t) + B·e^(r₂t), with A + B = 1 and r₁A + r₂B = −v.
    let root = omega0 * (zeta * zeta - 1).squareRoot()
    let r1 = -zeta * omega0 + root
    let r2 = -zeta * omega0 - root
    let a = (-v - r2) / (r1 - r2)
    return 1 - (a * Math.exp(r1 * time) + (1 - a) * Math.exp(r2 * time))
  }

  /// The time after which the spring stays within `tolerance` of its target (0.1 % by default):
  /// the last moment it is outside that band, scanned in 1 ms steps and refined by bisection.
  public func settlingTime(tolerance: Double = 0.001) -> Double {
    let step = 0.001
    var lastOutside = 0.0
    var time = 0.0
    let limit = 600.0
    while time < limit {
      if abs(1 - value(at: time)) > tolerance { lastOutside = time }
      if time - lastOutside > 5 / max(naturalFrequency, 1e-9) + 1 { break }
      time += step
    }
    var low = lastOutside
    var high = lastOutside + step
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if abs(1 - value(at: mid)) > tolerance { low = mid } else { high = mid }
    }
    return high
  }
}
