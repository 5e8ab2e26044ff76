extension SliceReport {
  /// The sliced CSV's header: `by`, the slice (`slice`: its value, empty for "not sent" and the
  /// grouped slice; `slice_grouped`; `slice_values`: the values it holds joined by `; `, `(not sent)`
  /// for events without the field; the JSON has them exactly), the campaign-wide figures, the
  /// variant's fields, `srm_p_value`, `warnings`, the guardrail's `close_rate_*`, then the comparison's
  /// heterogeneity repeated in each of its rows: `lift_differs` (this slice is the one flagged),
  /// `heterogeneity_q`, `heterogeneity_p_value`.
  public static let csvColumns =
    [
      "by", "slice", "slice_grouped", "slice_values", "campaign", "source", "from", "to", "planned_users",
      "computed_from",
    ] + VariantReport.fieldNames + ["srm_p_value", "warnings"] + Report.guardrailColumns
    + ["lift_differs", "heterogeneity_q", "heterogeneity_p_value"]

  /// The sliced report as CSV (RFC 4180, as ``Report/csv()``): the header, then one row per slice and
  /// variant, slices in the JSON's order.
  public func csv() -> String {
    var out = Self.csvColumns.joined(separator: ",") + "\r\n"
    let campaignWide = Report.campaignFields(
      campaign: campaign, source: source, from: from, to: to, plannedUsers: plannedUsers,
      computedFrom: computedFrom
    ).filter { $0.name != "unit" }.map(\.cell.csvText)
    for (index, slice) in slices.enumerated() {
      let report = slice.report
      let head = [
        by.rawValue, slice.value ?? "", slice.grouped ? "true" : "false",
        slice.values.map { $0 ?? "(not sent)" }.joined(separator: "; "),
      ]
      let trailing = [
        ReportCell.number(report.srmPValue).csvText,
        report.warnings.map(\.code.rawValue).joined(separator: " "),
      ]
      for variant in report.variants {
        let guardrail = report.guardrails.first { $0.variant == variant.id }
        let guarded =
          guardrail.map { g in g.fields.map(\.cell.csvText) + [g.verdict.rawValue] }
          ?? Array(repeating: "", count: Report.guardrailColumns.count)
        let test = heterogeneity.first { $0.variant == variant.id }
        let tested =
          test.map { t in
            [
              t.differingSlice == index ? "true" : "false", ReportCell.number(t.q).csvText,
              ReportCell.number(t.pValue).csvText,
            ]
          } ?? ["", "", ""]
        let fields =
          head + campaignWide + variant.fields.map(\.cell.csvText) + trailing + guarded + tested
        out += fields.map(Report.csvField).joined(separator: ",") + "\r\n"
      }
    }
    return out
  }
}
