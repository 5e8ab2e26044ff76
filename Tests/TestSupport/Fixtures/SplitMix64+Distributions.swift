import Foundation

/// The distributions the statistics' simulations draw from (calibration, report fixtures, rollup loads).
extension SplitMix64 {
  /// A standard normal variate (Marsaglia's polar method).
  public mutating func normal() -> Double {
    while true {
      let u = 2 * unit() - 1
      let v = 2 * unit() - 1
      let s = u * u + v * v
      if s > 0 && s < 1 { return u * (-2 * log(s) / s).squareRoot() }
    }
  }

  /// A Gamma(shape, 1) variate (Marsaglia and Tsang; shapes below 1 through U^(1/shape)).
  public mutating func gamma(_ shape: Double) -> Double {
    if shape < 1 { return gamma(shape + 1) * pow(unit(), 1 / shape) }
    let d = shape - 1.0 / 3
    let c = 1 / (9 * d).squareRoot()
    while true {
      let x = normal()
      let v = 1 + c * x
      guard v > 0 else { continue }
      let v3 = v * v * v
      let u = unit()
      if log(u) < 0.5 * x * x + d - d * v3 + d * log(v3) { return d * v3 }
    }
  }

  /// A Beta(a, b) variate.
  public mutating func beta(_ a: Double, _ b: Double) -> Double {
    let x = gamma(a)
    return x / (x + gamma(b))
  }

  /// The number of successes in `trials` Bernoulli(p) trials.
  public mutating func binomial(_ trials: Int, _ p: Double) -> Int {
    var count = 0
    for _ in 0..<trials where unit() < p { count += 1 }
    return count
  }
}
