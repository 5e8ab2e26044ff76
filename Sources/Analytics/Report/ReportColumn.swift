/// A column of the report as people read it, on the page (`/report/{campaign}`) and in
/// `dialog-preview report --format table`: the same header and the same text for every variant, so
/// the two agree by construction. Statistics keep their raw inputs beside them.
public struct ReportColumn: Sendable {
  /// The header, as the page's `<th>` and the CLI's row label.
  public var header: String
  /// The cell's text for a variant, given the control.
  public var text: @Sendable (_ variant: VariantReport, _ control: VariantReport) -> String

  /// Creates a column.
  public init(_ header: String, _ text: @escaping @Sendable (VariantReport, VariantReport) -> String) {
    self.header = header
    self.text = text
  }

  /// The fixed-horizon p-value's header: it is valid only when read once.
  public static let pValueHeader =
    "p-value (fixed-horizon: valid only if read once, at a sample size fixed in advance)"

  /// Every variant's own figures, each rate with its counts.
  public static let perVariant: [ReportColumn] = [
    ReportColumn("Variant") { v, _ in v.id },
    ReportColumn("Weight") { v, _ in ReportNumber.text(v.weight) ?? "—" },
    ReportColumn("Units") { v, _ in String(v.units) },
    ReportColumn("Users") { v, _ in String(v.users) },
    ReportColumn("Impressions") { v, _ in String(v.impressions) },
    ReportColumn("Taps") { v, _ in String(v.taps) },
    ReportColumn("Closes") { v, _ in String(v.closes) },
    ReportColumn("CTR (taps/impressions)") { v, _ in ReportText.ratio(v.ctr, v.taps, v.impressions) },
    ReportColumn("CTR 95 % interval") { v, _ in ReportText.interval(v.ctrLow, v.ctrHigh) },
    ReportColumn("Users who tapped") { v, _ in ReportText.ratio(v.userCTR, v.usersTapped, v.users) },
    ReportColumn("Close rate (closes/impressions)") { v, _ in
      ReportText.ratio(v.closeRate, v.closes, v.impressions)
    },
  ]

  /// Each compared variant against the control: the inputs, the fixed-horizon figures, the always-valid
  /// ones.
  public static let comparison: [ReportColumn] = [
    ReportColumn("Variant") { v, c in "\(v.id) vs \(c.id)" },
    ReportColumn("Users (variant, control)") { v, c in "\(v.users), \(c.users)" },
    ReportColumn("Taps/impressions (variant, control)") { v, c in
      "\(v.taps)/\(v.impressions), \(c.taps)/\(c.impressions)"
    },
    ReportColumn("Lift vs control") { v, _ in ReportText.signedPercent(v.lift) },
    ReportColumn("Fixed-horizon 95 % interval") { v, _ in
      ReportText.interval(v.liftLow, v.liftHigh, signed: true)
    },
    ReportColumn(pValueHeader) { v, _ in ReportText.pValue(v.pValue) },
    ReportColumn("p-value, Holm (fixed-horizon)") { v, _ in ReportText.pValue(v.pValueHolm) },
    ReportColumn("Always-valid 95 % interval") { v, _ in
      ReportText.interval(v.sequentialLiftLow, v.sequentialLiftHigh, signed: true)
    },
    ReportColumn("Always-valid p-value, Holm") { v, _ in ReportText.pValue(v.sequentialPValueHolm) },
    ReportColumn("Chance to beat control") { v, _ in ReportText.percent(v.chanceToBeatControl) },
    ReportColumn("Minimum detectable lift (80 % power)") { v, _ in ReportText.percent(v.mde) },
    ReportColumn("Always-valid tuned for (users)") { v, _ in v.sequentialTuning.map(String.init) ?? "—" },
  ]
}
