import Foundation

/// The regularized incomplete gamma functions P(a, x) and Q(a, x) = 1 − P(a, x), for a > 0 and x ≥ 0.
///
/// The series for P converges fast when x < a + 1, and Q = 1 − P is then at least about 0.4, so nothing
/// cancels. Otherwise Q comes straight from its continued fraction (modified Lentz), which keeps full
/// relative precision deep into the tail. The series stops when a term falls below one ulp of the sum,
/// the fraction when a step is within 4 ulps of 1 (about 1e-15 relative). The common factor
/// xᵃ e⁻ˣ / Γ(a) is taken in logarithms (`lgamma`), so large x underflows to 0 instead of overflowing.
enum IncompleteGamma {
  private static let seriesTolerance = Double.ulpOfOne
  private static let fractionTolerance = 4 * Double.ulpOfOne
  private static let maxIterations = 10_000
  /// Replaces a zero denominator in Lentz's method.
  private static let tiny = 1e-300

  /// Q(a, x) = Γ(a, x) / Γ(a), the upper tail; 1 at x = 0. NaN for a ≤ 0, x < 0 or NaN arguments.
  static func regularizedUpper(a: Double, x: Double) -> Double {
    guard a > 0, x >= 0 else { return .nan }
    if x == 0 { return 1 }
    if x.isInfinite { return 0 }
    if x < a + 1 { return 1 - lowerSeries(a: a, x: x) }
    return upperContinuedFraction(a: a, x: x)
  }

  /// xᵃ e⁻ˣ / Γ(a), in logarithms.
  private static func prefactor(a: Double, x: Double) -> Double {
    exp(a * log(x) - x - lgamma(a))
  }

  /// P(a, x) = xᵃ e⁻ˣ / Γ(a + 1) · Σₙ xⁿ / ((a + 1)⋯(a + n)).
  private static func lowerSeries(a: Double, x: Double) -> Double {
    var term = 1 / a
    var sum = term
    var denominator = a
    for _ in 0..<maxIterations {
      denominator += 1
      term *= x / denominator
      sum += term
      if abs(term) < abs(sum) * seriesTolerance { break }
    }
    return sum * prefactor(a: a, x: x)
  }

  /// Q(a, x) = xᵃ e⁻ˣ / Γ(a) · 1/(x + 1 − a − 1·(1 − a)/(x + 3 − a − 2·(2 − a)/(x + 5 − a − ⋯))).
  private static func upperContinuedFraction(a: Double, x: Double) -> Double {
    var b = x + 1 - a
    var c = 1 / tiny
    var d = 1 / b
    var fraction = d
    for i in 1...maxIterations {
      let an = -Double(i) * (Double(i) - a)
      b += 2
      d = an * d + b
      if abs(d) < tiny { d = tiny }
      c = b + an / c
      if abs(c) < tiny { c = tiny }
      d = 1 / d
      let step = d * c
      fraction *= step
      if abs(step - 1) < fractionTolerance { break }
    }
    return fraction * prefactor(a: a, x: x)
  }
}
