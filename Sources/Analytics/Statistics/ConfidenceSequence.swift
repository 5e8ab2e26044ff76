import Foundation

/// GrowthBook's asymptotic confidence sequence (Waudby-Smith et al. 2023, eq. 9 and 155, as gbstats'
/// `SequentialTwoSidedTTest` computes it): an interval and p-value valid at any time, however often
/// they are read, tuned to the sample size N* where the interval is narrowest.
public struct ConfidenceSequence: Hashable, Sendable {
  /// The level: the interval holds the truth at every look with probability 1 − α.
  public static let alpha = 0.05

  /// ρ = √((−2 ln α + ln(1 − 2 ln α)) / N*).
  public var rho: Double

  /// The sequence tuned to `tuning` (N*, at least 1).
  public init(tuning: Int) {
    let logAlpha = log(Self.alpha)
    rho = ((-2 * logAlpha + log(1 - 2 * logAlpha)) / Double(max(1, tuning))).squareRoot()
  }

  /// The half-width at N units of an estimate with standard error `se`:
  /// SE·√N·√(2(Nρ² + 1)/(N²ρ²) · ln(√(Nρ² + 1)/α)).
  public func halfWidth(standardError se: Double, units: Int) -> Double {
    let n = Double(units)
    let nr2 = n * rho * rho
    let factor = 2 * (nr2 + 1) / (n * n * rho * rho) * log((nr2 + 1).squareRoot() / Self.alpha)
    return se * n.squareRoot() * factor.squareRoot()
  }

  /// The always-valid p-value of z = estimate / SE at N units:
  /// min(1, √(Nρ² + 1)·exp(−Nρ²z² / (2(Nρ² + 1)))), the α at which the interval touches 0.
  public func pValue(z: Double, units: Int) -> Double {
    let nr2 = Double(units) * rho * rho
    return min(1, (nr2 + 1).squareRoot() * exp(-nr2 * z * z / (2 * (nr2 + 1))))
  }
}
