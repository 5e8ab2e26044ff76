import Testing

@testable import DialogMotion

/// dialog-spec.md §3: UIKit's duration-based spring and its reference values.
struct SpringCurveTests {
  let reference = UIKitSpring(dampingRatio: 0.7, initialVelocity: 0.6)

  @Test func naturalFrequencyStiffnessAndDampingMatchTheSpec() {
    let spring = reference.physicalSpring(duration: 0.5)
    #expect(abs(reference.naturalFrequency(duration: 0.5) - 19.551205) < 1e-5)
    // k and c are printed with four decimals in the spec: compare within half a unit of the last.
    #expect(abs(spring.stiffness - 382.2496) < 5e-5)
    #expect(abs(spring.damping - 27.3717) < 5e-5)
    #expect(spring.mass == 1)
    #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
  }

  @Test(arguments: [
    (0.05, 0.309675), (0.10, 0.720937), (0.15, 0.959987), (0.20, 1.040087),
    (0.25, 1.041164), (0.30, 1.021614), (0.40, 0.999315), (0.50, 0.998540),
  ])
  func progressMatchesTheSpecTable(time: Double, expected: Double) {
    #expect(abs(reference.value(at: time, duration: 0.5) - expected) < 1e-5)
    let curve = TimingCurve.spring(reference)
    #expect(abs(curve.progress(at: time / 0.5, duration: 0.5) - expected) < 1e-5)
  }

  @Test func peakMatchesTheSpec() {
    let spring = reference.physicalSpring(duration: 0.5)
    var best = (time: 0.0, value: -Double.infinity)
    for i in 0...500_000 {
      let t = Double(i) * 1e-6
      let v = spring.value(at: t)
      if v > best.value { best = (t, v) }
    }
    #expect(abs(best.value - 1.046010) < 1e-5)
    #expect(abs(best.time - 0.22340) < 1e-5)
    #expect(abs(0.01 + 0.99 * best.value - 1.0456) < 5e-5)
  }

  @Test func theEnvelopeReachesOnePerMilleAtTheDuration() {
    for (zeta, v, t) in [(0.7, 0.6, 0.5), (0.3, 0, 0.4), (0.9, -2, 1.0), (1.0, 0.6, 0.5), (1.0, 0, 2.0)] {
      let spring = UIKitSpring(dampingRatio: zeta, initialVelocity: v)
      let omega = spring.naturalFrequency(duration: t)
      let envelope = UIKitSpring.Envelope(zeta: zeta, velocity: v, duration: t)
      #expect(abs(abs(envelope.g(omega).0) - 0.001) < 1e-9, "ζ \(zeta), v \(v), T \(t)")
    }
  }

  @Test func criticallyDampedSpringFollowsItsFormula() {
    let spring = UIKitSpring(dampingRatio: 1, initialVelocity: 0.6)
    let omega = spring.naturalFrequency(duration: 0.5)
    for t in stride(from: 0.0, through: 0.5, by: 0.05) {
      let expected = 1 - (1 + (omega - 0.6) * t) * Math.exp(-omega * t)
      #expect(abs(spring.value(at: t, duration: 0.5) - expected) < 1e-12)
    }
  }

  @Test func initialVelocityIsTheSlopeAtZero() {
    for (zeta, v) in [(0.7, 0.6), (1.0, 2.0), (0.4, -1.0)] {
      let spring = UIKitSpring(dampingRatio: zeta, initialVelocity: v).physicalSpring(duration: 0.5)
      let h = 1e-7
      #expect(spring.value(at: 0) == 0)
      #expect(abs((spring.value(at: h) - spring.value(at: 0)) / h - v) < 1e-4)
    }
  }

  /// §3: Core Animation does not overdamp; a damping ratio above 1 moves as the critically damped
  /// spring with the same ω₀.
  @Test func aDampingRatioAbove1MovesAsTheCriticallyDampedSpring() {
    for (mass, stiffness, damping, velocity) in [
      (3.0, 1000.0, 500.0, 0.0), (1, 100, 25, 2), (2, 50, 1000, -1),
    ] {
      let spring = PhysicalSpring(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
      #expect(spring.dampingRatio > 1)
      let critical = PhysicalSpring(
        mass: mass, stiffness: stiffness, damping: 2 * (stiffness * mass).squareRoot(),
        initialVelocity: velocity)
      let omega0 = spring.naturalFrequency
      for step in 0...100 {
        let t = Double(step) * 0.01
        let expected = 1 - (1 + (omega0 - velocity) * t) * Math.exp(-omega0 * t)
        #expect(abs(spring.value(at: t) - expected) < 1e-12)
        #expect(abs(critical.value(at: t) - expected) < 1e-12)
      }
    }
  }

  @Test func naturalFrequencyIsFiniteAcrossTheAllowedParameters() {
    for zeta in [0.01, 0.05, 0.1, 0.3, 0.5, 0.7, 0.9, 0.99, 1.0] {
      for v in [-20.0, -5, -1, 0, 0.6, 1, 5, 20] {
        for t in [0.01, 0.1, 0.2, 0.5, 1, 2, 10] {
          let omega = UIKitSpring(dampingRatio: zeta, initialVelocity: v).naturalFrequency(duration: t)
          #expect(omega.isFinite && omega > 0, "ζ \(zeta), v \(v), T \(t)")
        }
      }
    }
  }
}
