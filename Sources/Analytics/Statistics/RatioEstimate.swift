/// A variant's tap rate Σm / Σd as a ratio metric over its units, with the variance of that mean by
/// the delta method (gbstats' `RatioStatistic` variance divided by n).
///
/// The contract's Var = (s²m/μd² + s²d·μm²/μd⁴ − 2·smd·μm/μd³) / n equals n·Q / ((n − 1)·Σd⁴) with
/// Q = Σd²·Σm² − 2·Σm·Σd·Σmd + Σm²·Σd² (first factors the squared sums, last the sums of squares), which
/// is Σd² · Σ(mᵢ − ctr·dᵢ)² ≥ 0. Q is computed in integers while they don't overflow, so constant rates
/// give exactly 0; beyond, in doubles, where a rounding can leave a tiny negative: any Var ≤ 1e-12·ctr²
/// counts as 0.
public struct RatioEstimate: Hashable, Sendable {
  /// Σm / Σd; `nil` when Σd = 0.
  public var ratio: Double?
  /// Var(ratio); `nil` with fewer than 2 units or Σd = 0.
  public var variance: Double?

  /// The estimate of `sums`.
  public init(_ sums: VariantSums) {
    let n = sums.units
    let s = sums.impressions
    guard s > 0 else { return }
    let ctr = Double(sums.taps) / Double(s)
    ratio = ctr
    guard n >= 2 else { return }
    let scale = Double(n) / Double(n - 1)
    let s2 = Double(s) * Double(s)
    let variance: Double
    if let q = Self.exactQ(sums) {
      variance = Double(q) / (s2 * s2) * scale
    } else {
      let a = Double(sums.tapsSquared)
      let b = Double(sums.impressionsSquared)
      let c = Double(sums.tapsTimesImpressions)
      variance = (a - 2 * ctr * c + ctr * ctr * b) / s2 * scale
    }
    self.variance = variance <= 1e-12 * ctr * ctr ? 0 : variance
  }

  /// ratio ∓ z·√variance clamped to [0, 1]; `nil` when the variance is undefined or 0.
  public func interval(z: Double = WilsonInterval.z95) -> (low: Double, high: Double)? {
    guard let ratio, let variance, variance > 0 else { return nil }
    let half = z * variance.squareRoot()
    return (max(0, ratio - half), min(1, ratio + half))
  }

  /// Q = S²A − 2MSC + M²B in integers, or `nil` on overflow.
  private static func exactQ(_ sums: VariantSums) -> Int? {
    let s = sums.impressions
    let m = sums.taps
    guard let s2 = multiply(s, s), let m2 = multiply(m, m), let ms = multiply(m, s),
      let first = multiply(s2, sums.tapsSquared), let middle = multiply(ms, sums.tapsTimesImpressions),
      let last = multiply(m2, sums.impressionsSquared), let twice = multiply(2, middle)
    else { return nil }
    let (partial, overflow1) = first.subtractingReportingOverflow(twice)
    let (q, overflow2) = partial.addingReportingOverflow(last)
    return overflow1 || overflow2 ? nil : q
  }

  private static func multiply(_ a: Int, _ b: Int) -> Int? {
    let (product, overflow) = a.multipliedReportingOverflow(by: b)
    return overflow ? nil : product
  }
}
