import Analytics

/// "Who wins and how sure": one plain sentence from the report's figures.
enum ReportVerdict {
  static func sentence(_ report: Report) -> String {
    guard report.variants.count >= 2 else { return "There is only one variant: nothing to compare." }
    if let srm = report.srmPValue, srm < Report.srmThreshold {
      return
        "No verdict: the traffic split does not match the weights (sample ratio mismatch), so the comparison is not trustworthy."
    }
    if report.variants.contains(where: { $0.impressions < Report.minimumImpressions }) {
      return
        "Too early: every variant needs at least \(Report.minimumImpressions) impressions before the comparison means much."
    }
    let control = report.variants[0]
    let best = report.variants.dropFirst().min { ($0.pValue ?? 1) < ($1.pValue ?? 1) }!
    guard let p = best.pValue, let lift = best.lift else {
      return "No verdict yet: the control has no taps, so lift and significance are undefined."
    }
    let direction = lift > 0 ? "better" : "worse"
    if p < 0.05 {
      return
        "Variant \(best.id) does \(ReportFormat.signedPercent(lift)) \(direction) than control \(control.id) (p = \(ReportFormat.pValue(p))): significant at the 5 % level if this sample size was fixed in advance."
    }
    return
      "No significant difference yet: variant \(best.id) is \(ReportFormat.signedPercent(lift)) against control \(control.id) with p = \(ReportFormat.pValue(p)); keep collecting to the planned sample size."
  }
}
