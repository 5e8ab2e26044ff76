extension UIKitSpring {
  /// ω₀ as UIKit solves it: 12 Newton iterations from ω₀ = 5/T on
  /// |(ζω₀ − v) / (ω₀√(1−ζ²))| · e^(−ζω₀T) = ε (underdamped) or
  /// |1 + (ω₀ − v)T| · e^(−ω₀T) = ε (critically damped), ε = 0.001.
  ///
  /// Where those 12 steps diverge (seen only for large velocities with very short durations, where
  /// UIKit's own result is unknown), it falls back to bisection for the largest root. With a damping
  /// ratio so small that the envelope starts below ε (ζ ≲ 0.001 and little velocity) there is no
  /// root: the result is then near 0, a spring that barely moves before the snap.
  public func naturalFrequency(duration: Double) -> Double {
    let zeta = min(max(dampingRatio, Self.dampingRange.lowerBound), Self.dampingRange.upperBound)
    let t = min(max(duration, Self.durationRange.lowerBound), Self.durationRange.upperBound)
    let envelope = Envelope(zeta: zeta, velocity: initialVelocity, duration: t)

    var omega = 5 / t
    for _ in 0..<Self.newtonIterations {
      let (f, slope) = envelope.residualAndSlope(omega)
      omega -= f / slope
    }
    if omega.isFinite && omega > 0 && abs(envelope.residualAndSlope(omega).0) < Self.settlingEpsilon / 100 {
      return omega
    }
    return envelope.largestRoot(start: 5 / t)
  }

  /// The envelope equation f(ω) = |g(ω)| − ε and its derivative.
  struct Envelope {
    let zeta: Double
    let velocity: Double
    let duration: Double

    /// g(ω) and g′(ω).
    func g(_ omega: Double) -> (Double, Double) {
      let v = velocity
      let t = duration
      if zeta < 1 {
        let s = (1 - zeta * zeta).squareRoot()
        let decay = Math.exp(-zeta * omega * t)
        let value = (zeta * omega - v) * decay / (omega * s)
        let slope =
          decay * (v * (zeta * omega * t + 1) - zeta * zeta * omega * omega * t) / (omega * omega * s)
        return (value, slope)
      }
      let decay = Math.exp(-omega * t)
      return (decay * (1 + (omega - v) * t), decay * (v - omega) * t * t)
    }

    func residualAndSlope(_ omega: Double) -> (Double, Double) {
      let (value, slope) = g(omega)
      return value >= 0
        ? (value - UIKitSpring.settlingEpsilon, slope) : (-value - UIKitSpring.settlingEpsilon, -slope)
    }

    /// The largest ω with |g(ω)| = ε, by doubling then bisection.
    func largestRoot(start: Double) -> Double {
      var high = start
      while abs(g(high).0) >= UIKitSpring.settlingEpsilon && high < 1e9 { high *= 2 }
      var low = high
      while abs(g(low).0) < UIKitSpring.settlingEpsilon && low > 1e-6 { low /= 2 }
      for _ in 0..<200 {
        let mid = (low + high) / 2
        if abs(g(mid).0) >= UIKitSpring.settlingEpsilon { low = mid } else { high = mid }
      }
      return high
    }
  }
}
