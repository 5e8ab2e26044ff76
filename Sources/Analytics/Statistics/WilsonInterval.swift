/// The Wilson score interval for a binomial proportion, without continuity correction.
///
/// With p̂ = x/n the bounds are (p̂ + z²/2n ∓ z·√(p̂(1 − p̂)/n + z²/4n²)) / (1 + z²/n). The lower bound is
/// computed in the equivalent form 2x² / (n·(2x + z² + z·√(z² + 4x(n − x)/n))), which has no
/// cancellation and is exactly 0 at x = 0; the upper bound mirrors it (exactly 1 at x = n).
public struct WilsonInterval: Hashable, Sendable {
  /// The z of a two-sided 95 % interval: the 0.975 quantile of the standard normal distribution.
  public static let z95 = 1.959_963_984_540_054

  /// The lower bound, in [0, 1].
  public var lower: Double
  /// The upper bound, in [0, 1].
  public var upper: Double

  /// The interval for `successes` out of `trials`; `nil` when there are no trials or the counts are
  /// inconsistent (negative, or more successes than trials).
  ///
  /// `WilsonInterval(successes: 50, trials: 1000)` is about [0.0381, 0.0653].
  public init?(successes: Int, trials: Int, z: Double = WilsonInterval.z95) {
    guard trials > 0, successes >= 0, successes <= trials else { return nil }
    if 2 * successes <= trials {
      lower = Self.lowerBound(successes, trials, z)
      upper = Self.upperBound(successes, trials, z)
    } else {
      lower = 1 - Self.upperBound(trials - successes, trials, z)
      upper = 1 - Self.lowerBound(trials - successes, trials, z)
    }
  }

  /// √(z² + 4x(n − x)/n), the square root both bounds share.
  private static func root(_ x: Int, _ n: Int, _ z: Double) -> Double {
    (z * z + 4 * Double(x) * (Double(n - x) / Double(n))).squareRoot()
  }

  private static func lowerBound(_ x: Int, _ n: Int, _ z: Double) -> Double {
    let x2 = Double(x) * Double(x)
    return 2 * x2 / (Double(n) * (2 * Double(x) + z * z + z * root(x, n, z)))
  }

  private static func upperBound(_ x: Int, _ n: Int, _ z: Double) -> Double {
    (2 * Double(x) + z * z + z * root(x, n, z)) / (2 * (Double(n) + z * z))
  }
}
