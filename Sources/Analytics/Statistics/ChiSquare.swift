import Foundation

/// The chi-square distribution's upper tail and the goodness-of-fit test built on it.
public enum ChiSquare {
  /// P(X ≥ x) for a chi-square variable with `degreesOfFreedom` > 0: Q(k/2, x/2).
  ///
  /// One degree of freedom is `erfc(√(x/2))` and two are `exp(−x/2)`, both exact in form; other
  /// degrees go through the regularized incomplete gamma function. `survival(x: 3.841458820694124,
  /// degreesOfFreedom: 1)` is 0.05. NaN for a negative `x` or non-positive degrees of freedom.
  public static func survival(x: Double, degreesOfFreedom: Int) -> Double {
    guard degreesOfFreedom > 0, x >= 0 else { return .nan }
    switch degreesOfFreedom {
    case 1: return erfc((0.5 * x).squareRoot())
    case 2: return exp(-0.5 * x)
    default: return IncompleteGamma.regularizedUpper(a: 0.5 * Double(degreesOfFreedom), x: 0.5 * x)
    }
  }

  /// The Pearson statistic Σ (o − e)² / e of `observed` counts against expectations proportional to
  /// `weights`, and its p-value with k − 1 degrees of freedom.
  ///
  /// `nil` when the test is undefined: fewer than two categories, no observations, mismatched lengths,
  /// or a weight that is negative or not finite (or all zero). A category of weight 0 without
  /// observations is left out (one degree of freedom less); one with observations makes the p-value 0.
  public static func goodnessOfFitPValue(observed: [Int], weights: [Double]) -> Double? {
    guard observed.count == weights.count, observed.count >= 2,
      weights.allSatisfy({ $0 >= 0 && $0.isFinite }), observed.allSatisfy({ $0 >= 0 })
    else { return nil }
    let total = observed.reduce(0, +)
    let totalWeight = weights.reduce(0, +)
    guard total > 0, totalWeight > 0 else { return nil }
    var statistic = 0.0
    var categories = 0
    for (count, weight) in zip(observed, weights) {
      if weight == 0 {
        if count > 0 { return 0 }
        continue
      }
      let expected = Double(total) * (weight / totalWeight)
      let difference = Double(count) - expected
      statistic += difference * difference / expected
      categories += 1
    }
    guard categories >= 2 else { return nil }
    return survival(x: statistic, degreesOfFreedom: categories - 1)
  }
}
