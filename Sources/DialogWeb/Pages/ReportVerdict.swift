import Analytics

/// "Who wins and how sure": one plain sentence from the report's always-valid figures (api.md: a
/// variant wins or loses when its `sequential_p_value_holm` is below 0.05), safe to read at any time.
enum ReportVerdict {
  static func sentence(_ report: Report) -> String {
    guard report.variants.count >= 2 else { return "There is only one variant: nothing to compare." }
    if let srm = report.srmPValue, srm < Report.srmThreshold {
      return
        "No verdict: the traffic split does not match the weights (sample ratio mismatch), so the comparison is not trustworthy."
    }
    if report.variants.contains(where: { $0.units < Report.minimumUnits || $0.users < Report.minimumUnits }) {
      return
        "Too early: every variant needs at least \(Report.minimumUnits) users before the comparison means much."
    }
    let control = report.variants[0]
    let best = report.variants.dropFirst().min {
      ($0.sequentialPValueHolm ?? 1) < ($1.sequentialPValueHolm ?? 1)
    }!
    guard let p = best.sequentialPValueHolm, let lift = best.lift else {
      return "No verdict yet: a variant or the control has no taps, so lift and significance are undefined."
    }
    let direction = lift > 0 ? "better" : "worse"
    if p < 0.05 {
      return
        "Variant \(best.id) does \(ReportFormat.signedPercent(lift)) \(direction) than control \(control.id) (always-valid p = \(ReportFormat.pValue(p)), Holm-adjusted): significant at the 5 % level, however often this page is read."
    }
    return
      "No significant difference yet: variant \(best.id) is \(ReportFormat.signedPercent(lift)) against control \(control.id) with always-valid p = \(ReportFormat.pValue(p)) (Holm-adjusted); keep collecting."
  }
}
