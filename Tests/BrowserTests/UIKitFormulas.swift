import DialogMotion
import Foundation

/// UIKit's timing formulas written again from dialog-spec.md §2–§4, independently of DialogMotion's
/// code (its own root finding and bezier inversion), for the motion report's error budget: how far
/// the Swift model is from the formulas it implements.
enum UIKitFormulas {
  /// UIKit's progress at `fraction` (0…1) of a transition of `duration` seconds on `curve`.
  static func progress(_ curve: TimingCurve, duration: Double, at fraction: Double) -> Double {
    switch curve {
    case .easeInOut: bezier(0.42, 0, 0.58, 1, at: fraction)
    case .easeIn: bezier(0.42, 0, 1, 1, at: fraction)
    case .easeOut: bezier(0, 0, 0.58, 1, at: fraction)
    case .linear: fraction
    case .bezier(let b): bezier(b.x1, b.y1, b.x2, b.y2, at: fraction)
    case .spring(let spring):
      uikitSpring(damping: spring.dampingRatio, velocity: spring.initialVelocity, duration: duration)(
        fraction * duration)
    case .physicalSpring(let spring):
      oscillator(
        omega0: (spring.stiffness / spring.mass).squareRoot(),
        zeta: spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot()),
        velocity: spring.initialVelocity)(fraction * duration)
    }
  }

  /// §2: y at x on the cubic bezier from (0, 0) to (1, 1), x(t) inverted by bisection (x is monotonic
  /// for control points' x in 0…1).
  static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func coordinate(_ a: Double, _ b: Double, _ t: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<80 {
      let mid = (low + high) / 2
      if coordinate(x1, x2, mid) < x { low = mid } else { high = mid }
    }
    return coordinate(y1, y2, (low + high) / 2)
  }

  /// §3: ζ and T clamped, ω₀ from 12 Newton steps from 5/T on the envelope equation (its slope by a
  /// central difference here), then the oscillator evaluated in seconds.
  static func uikitSpring(damping: Double, velocity v: Double, duration: Double) -> (Double) -> Double {
    let zeta = min(max(damping, 1.19e-7), 1)
    let t = min(max(duration, 0.01), 10)
    let epsilon = 0.001
    func envelope(_ omega: Double) -> Double {
      if zeta < 1 {
        return abs((zeta * omega - v) / (omega * (1 - zeta * zeta).squareRoot())) * exp(-zeta * omega * t)
          - epsilon
      }
      return abs(1 + (omega - v) * t) * exp(-omega * t) - epsilon
    }
    var omega = 5 / t
    for _ in 0..<12 {
      let h = omega * 1e-6
      let slope = (envelope(omega + h) - envelope(omega - h)) / (2 * h)
      omega -= envelope(omega) / slope
    }
    return oscillator(omega0: omega, zeta: zeta, velocity: v)
  }

  /// §3–§4: p(t) of the damped oscillator from 0 to 1; ζ ≥ 1 moves critically damped.
  static func oscillator(omega0: Double, zeta: Double, velocity v: Double) -> (Double) -> Double {
    if zeta >= 1 { return { t in 1 - (1 + (omega0 - v) * t) * exp(-omega0 * t) } }
    let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
    let b = (zeta * omega0 - v) / omegaD
    return { t in 1 - exp(-zeta * omega0 * t) * (cos(omegaD * t) + b * sin(omegaD * t)) }
  }
}
