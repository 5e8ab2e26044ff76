import Foundation

/// Tail probabilities of the standard normal distribution, through libm's `erfc` (accurate to a few ulps
/// far into the tail, where `1 - erf` would cancel to 0).
public enum NormalDistribution {
  /// The probability that a standard normal variable is at least `|z|` away from 0: `erfc(|z| / √2)`.
  ///
  /// `twoSidedPValue(z: 1.959963984540054)` is 0.05; 1 at `z = 0`; 0 only where the true value underflows
  /// (beyond |z| ≈ 38.5).
  public static func twoSidedPValue(z: Double) -> Double {
    erfc(abs(z) * 0.707_106_781_186_547_524_4)
  }

  /// The distribution function Φ(z) = P(Z ≤ z) = `erfc(−z / √2) / 2`.
  public static func cdf(z: Double) -> Double {
    0.5 * erfc(-z * 0.707_106_781_186_547_524_4)
  }

  /// The upper tail P(Z ≥ z) = `erfc(z / √2) / 2`.
  public static func upperTail(z: Double) -> Double {
    0.5 * erfc(z * 0.707_106_781_186_547_524_4)
  }
}
