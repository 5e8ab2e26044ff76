/// Holm's step-down adjustment of the p-values of several comparisons with one control.
public enum HolmAdjustment {
  /// The adjusted p-values, in the order given: sorted ascending, the i-th (from 1) of m multiplied
  /// by m − i + 1, a running maximum, capped at 1. A `nil` p-value takes part as 1 (it ranks last)
  /// and stays `nil`.
  ///
  /// `adjust([0.01, 0.04, 0.03])` is `[0.03, 0.06, 0.06]`.
  public static func adjust(_ pValues: [Double?]) -> [Double?] {
    let m = pValues.count
    let order = pValues.indices.sorted { (pValues[$0] ?? 1, $0) < (pValues[$1] ?? 1, $1) }
    var adjusted = [Double?](repeating: nil, count: m)
    var running = 0.0
    for (rank, index) in order.enumerated() {
      running = max(running, min(1, Double(m - rank) * (pValues[index] ?? 1)))
      if pValues[index] != nil { adjusted[index] = running }
    }
    return adjusted
  }
}
