/// How long the experiment still needs (api.md "Report", `duration`; issue 43): the pace of new units
/// over the last ``windowDays`` days of the range, the units still needed to reach `plannedUsers`, the
/// days that takes at that pace, and per comparison the smallest lift the planned size can detect
/// beside the lift observed. `nil` wherever a figure is undefined.
///
/// - `units_per_day`: units first counted in the window (the range's units up to the window's end less
///   those up to its start) ÷ the window's days. The window is the last 7 complete UTC days of the range
///   (which ends at its `to`, or now; never after now), cut at `from`: whole days, so the figure holds
///   all day and comes from the rollups. No complete day yet: 0 days, no pace. A campaign that started
///   inside an open-ended window reads low: pass `from` its start.
/// - `units_needed`: max(0, plannedUsers − units); `days_needed`: units_needed ÷ units_per_day (0 once
///   reached; nil with no new units in the window).
/// - `detectable_lift` of a comparison: the relative lift the always-valid test, tuned to N* as the
///   report's, detects with 80 % power at N* units: with the lift's standard error now SE at n units,
///   SE* = SE·√(n/N*), it is the confidence sequence's half-width at N* for SE* plus z₈₀·SE*. Only with
///   `plannedUsers` (N* is then the planned size of the comparison).
public struct ReportDuration: Hashable, Sendable {
  /// The pace is read over this many days at most.
  public static let windowDays = 7

  public struct Comparison: Hashable, Sendable {
    public var variant: String
    public var lift: Double?
    public var detectableLift: Double?
  }

  /// The window's length in days (7, or the range's complete days when fewer; 0 before the first).
  public var windowDays: Double
  public var unitsPerDay: Double?
  public var unitsNeeded: Int?
  public var daysNeeded: Double?
  public var comparisons: [Comparison]

  /// The figures of `report` given the units first counted in the window and the window's length.
  public init(report: Report, windowUnits: Int, windowDays: Double) {
    self.windowDays = windowDays
    unitsPerDay = windowDays > 0 ? Double(max(0, windowUnits)) / windowDays : nil
    let units = report.variants.reduce(0) { $0 + $1.units }
    if let planned = report.plannedUsers {
      let needed = max(0, planned - units)
      unitsNeeded = needed
      if needed == 0 {
        daysNeeded = 0
      } else if let pace = unitsPerDay, pace > 0 {
        daysNeeded = Double(needed) / pace
      }
    }
    guard let control = report.variants.first else {
      comparisons = []
      return
    }
    comparisons = report.variants.dropFirst().map { variant in
      var detectable: Double?
      if report.plannedUsers != nil, let mde = variant.mde, let tuning = variant.sequentialTuning {
        let se = mde / (WilsonInterval.z95 + LiftComparison.z80)
        let n = Double(variant.units + control.units)
        let planned = se * (n / Double(max(1, tuning))).squareRoot()
        let half = ConfidenceSequence(tuning: tuning).halfWidth(standardError: planned, units: tuning)
        detectable = half + LiftComparison.z80 * planned
      }
      return Comparison(variant: variant.id, lift: variant.lift, detectableLift: detectable)
    }
  }

  /// `"duration":{…}` for the report's JSON.
  func appendJSON(to out: inout String) {
    out += "\"duration\":{\"window_days\":"
    ReportCell.number(windowDays).appendJSON(to: &out)
    out += ",\"units_per_day\":"
    ReportCell.number(unitsPerDay).appendJSON(to: &out)
    out += ",\"units_needed\":"
    ReportCell.integer(unitsNeeded).appendJSON(to: &out)
    out += ",\"days_needed\":"
    ReportCell.number(daysNeeded).appendJSON(to: &out)
    out += ",\"comparisons\":["
    for (index, comparison) in comparisons.enumerated() {
      out += index > 0 ? ",{\"variant\":" : "{\"variant\":"
      JSONText.appendQuoted(comparison.variant, to: &out)
      out += ",\"lift\":"
      ReportCell.number(comparison.lift).appendJSON(to: &out)
      out += ",\"detectable_lift\":"
      ReportCell.number(comparison.detectableLift).appendJSON(to: &out)
      out += "}"
    }
    out += "]}"
  }

  /// "about 9 more days at 1,240 units a day; at 20,000 users this test can detect a lift of ±12 %
  /// (B: +3.1 % observed)", or what is missing for it.
  public var sentence: String {
    var parts: [String] = []
    let pace = unitsPerDay.map { ReportText.count(Int($0.rounded())) + " units a day" }
    switch (unitsNeeded, daysNeeded) {
    case (0?, _): parts.append("the planned users are reached")
    case (_, nil) where windowDays == 0:
      parts.append(
        "no complete day (UTC) in the range yet, so no pace"
          + (unitsNeeded == nil ? "; set plannedUsers to see how long the test needs" : ""))
    case (_?, let days?):
      parts.append("about \(ReportText.count(Int(days.rounded(.up)))) more days at \(pace ?? "?")")
    case (_?, nil):
      parts.append("no new units in the last \(ReportText.count(Int(windowDays))) days: no end in sight")
    case (nil, _): parts.append("\(pace ?? "no pace yet"); set plannedUsers to see how long the test needs")
    }
    let detectable = comparisons.compactMap { comparison -> String? in
      guard let lift = comparison.detectableLift else { return nil }
      let seen =
        comparison.lift.map {
          " (\(comparison.variant): \(ReportText.roundPercent($0, signed: true)) observed)"
        } ?? ""
      return "±\(ReportText.roundPercent(lift))\(seen)"
    }
    if !detectable.isEmpty {
      parts.append("at the planned size this test can detect a lift of \(detectable.joined(separator: ", "))")
    }
    return parts.joined(separator: "; ") + "."
  }
}
