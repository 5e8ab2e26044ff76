/// The two-sided pooled two-proportion z-test.
///
/// With pooled p = (x₁ + x₂)/(n₁ + n₂), z = (x₂/n₂ − x₁/n₁) / √(p(1 − p)(1/n₁ + 1/n₂)). The same value is
/// computed as (x₂n₁ − x₁n₂) · √(N / (X(N − X)n₁n₂)) with N = n₁ + n₂ and X = x₁ + x₂, so the numerator
/// is an exact integer and equal rates give exactly z = 0 (p = 1).
public enum TwoProportionZTest {
  /// The z statistic of sample 2 against sample 1; `nil` when either sample is empty, the counts are
  /// inconsistent, or the pooled variance is 0 (no successes at all, or nothing but successes).
  public static func statistic(
    successes1 x1: Int, trials1 n1: Int, successes2 x2: Int, trials2 n2: Int
  ) -> Double? {
    guard n1 > 0, n2 > 0, x1 >= 0, x2 >= 0, x1 <= n1, x2 <= n2 else { return nil }
    let successes = x1 + x2
    let trials = n1 + n2
    guard successes > 0, successes < trials else { return nil }
    let numerator = exactDifference(x2, n1, x1, n2)
    let denominator = Double(successes) * Double(trials - successes) * Double(n1) * Double(n2)
    return numerator * (Double(trials) / denominator).squareRoot()
  }

  /// The two-sided p-value of ``statistic(successes1:trials1:successes2:trials2:)``, or `nil` where it is.
  public static func pValue(successes1 x1: Int, trials1 n1: Int, successes2 x2: Int, trials2 n2: Int)
    -> Double?
  {
    statistic(successes1: x1, trials1: n1, successes2: x2, trials2: n2).map {
      NormalDistribution.twoSidedPValue(z: $0)
    }
  }

  /// a·b − c·d, in integers while they don't overflow.
  static func exactDifference(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Double {
    let (ab, overflowAB) = a.multipliedReportingOverflow(by: b)
    let (cd, overflowCD) = c.multipliedReportingOverflow(by: d)
    if !overflowAB && !overflowCD {
      let (difference, overflow) = ab.subtractingReportingOverflow(cd)
      if !overflow { return Double(difference) }
    }
    return Double(a) * Double(b) - Double(c) * Double(d)
  }
}
