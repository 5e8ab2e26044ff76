import Foundation

/// SplitMix64: a fast, reproducible generator for simulations and shuffles (same seed, same numbers).
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform double in [0, 1).
  public mutating func uniform() -> Double { Double(next() >> 11) * 0x1p-53 }

  /// A standard normal variate (Marsaglia's polar method).
  public mutating func normal() -> Double {
    while true {
      let u = 2 * uniform() - 1
      let v = 2 * uniform() - 1
      let s = u * u + v * v
      if s > 0 && s < 1 { return u * (-2 * log(s) / s).squareRoot() }
    }
  }

  /// A Gamma(shape, 1) variate (Marsaglia and Tsang; shapes below 1 through U^(1/shape)).
  public mutating func gamma(_ shape: Double) -> Double {
    if shape < 1 { return gamma(shape + 1) * pow(uniform(), 1 / shape) }
    let d = shape - 1.0 / 3
    let c = 1 / (9 * d).squareRoot()
    while true {
      let x = normal()
      let v = 1 + c * x
      guard v > 0 else { continue }
      let v3 = v * v * v
      let u = uniform()
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
    for _ in 0..<trials where uniform() < p { count += 1 }
    return count
  }
}
