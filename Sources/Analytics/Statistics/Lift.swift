/// The relative lift of one rate over a control rate.
public enum Lift {
  /// (x/n) / (x₀/n₀) − 1, computed as (x·n₀ − x₀·n) / (x₀·n) so nothing cancels (equal rates give
  /// exactly 0); `nil` when either sample is empty or the control rate is 0.
  ///
  /// 60 of 1000 against a control of 50 of 1000 is a lift of 0.2 (20 %).
  public static func relative(
    successes x: Int, trials n: Int, controlSuccesses x0: Int, controlTrials n0: Int
  )
    -> Double?
  {
    guard n > 0, n0 > 0, x0 > 0, x >= 0 else { return nil }
    return exactDifference(x, n0, x0, n) / (Double(x0) * Double(n))
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
