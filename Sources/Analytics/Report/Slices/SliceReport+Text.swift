import Foundation

extension SliceReport {
  /// What a slice can and cannot say, first on the page and in the table.
  public var caveat: String {
    let comparisons = slices.reduce(0) { $0 + max(0, $1.report.variants.count - 1) }
    return "Slices show where the campaign's result comes from; no slice is a winner on its own — the "
      + "whole campaign's report decides. Holm's adjustment runs over the \(comparisons) comparisons of "
      + "every slice together; a slice needs \(Report.minimumUnits) units in every variant to stand "
      + "alone, smaller ones are added together as \"other\"."
  }

  /// One comparison's heterogeneity in words: "B: the lift differs between slices (Q = 15.2, 1 degree
  /// of freedom, p = 0.0001); device "tablet" stands apart (+41 % there)." or "…: no sign that the
  /// lift differs (…)".
  public func sentence(_ test: SliceHeterogeneity) -> String {
    guard let q = test.q, let df = test.degreesOfFreedom, let p = test.pValue else {
      return "\(test.variant): the lift is defined in \(test.slices) slice\(test.slices == 1 ? "" : "s"), "
        + "too few to compare slices."
    }
    let figures =
      "Q = \(String(format: "%.2f", q)), \(df) degree\(df == 1 ? "" : "s") of freedom, "
      + "p = \(ReportText.pValue(p))"
    guard let index = test.differingSlice else {
      return "\(test.variant): no sign that the lift differs between slices (\(figures))."
    }
    let slice = slices[index]
    let lift = slice.report.variants.first { $0.id == test.variant }?.lift
    return "\(test.variant): the lift differs between slices (\(figures)); \(by.rawValue) \(slice.label) "
      + "stands apart (\(ReportText.signedPercent(lift)) there)."
  }
}
