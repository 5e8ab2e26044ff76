extension SliceReport {
  /// The sliced report's body (api.md "Slices"), on one line, keys in the contract's order:
  ///
  /// `{"campaign":…,"source":"app","from":null,"to":null,"unit":"user","planned_users":null,
  /// "computed_from":"events","by":"device","min_slice_units":100,"difference_threshold":0.001,
  /// "slices":[{"slice":"phone","grouped":false,"values":["phone"],"units":…,"differs":[],
  /// "variants":[…],"srm_p_value":…,"warnings":[…],"guardrails":[…]}],
  /// "heterogeneity":[{"metric":"ctr","variant":"B","slices":2,"q":…,"degrees_of_freedom":1,
  /// "heterogeneity_p_value":…,"differs":false,"differing_slice":null}]}`
  public func json() -> String {
    var out = "{"
    Report.appendFields(campaignFields, to: &out)
    out += ",\"slices\":["
    for (index, slice) in slices.enumerated() {
      out += index > 0 ? ",{\"slice\":" : "{\"slice\":"
      ReportCell.text(slice.value).appendJSON(to: &out)
      out += ",\"grouped\":\(slice.grouped),\"values\":["
      for (offset, value) in slice.values.enumerated() {
        if offset > 0 { out += "," }
        ReportCell.text(value).appendJSON(to: &out)
      }
      out += "],\"units\":\(slice.units),\"differs\":["
      for (offset, variant) in slice.differs.enumerated() {
        if offset > 0 { out += "," }
        JSONText.appendQuoted(variant, to: &out)
      }
      out += "],"
      slice.report.appendComparisonsJSON(to: &out)
      out += "}"
    }
    out += "],\"heterogeneity\":["
    for (index, test) in heterogeneity.enumerated() {
      out += index > 0 ? ",{\"metric\":\"ctr\",\"variant\":" : "{\"metric\":\"ctr\",\"variant\":"
      JSONText.appendQuoted(test.variant, to: &out)
      for field in test.fields {
        out += ",\"\(field.name)\":"
        field.cell.appendJSON(to: &out)
      }
      out += "}"
    }
    out += "]}"
    return out
  }

  /// The fields before `slices`, in the contract's order.
  var campaignFields: [(name: String, cell: ReportCell)] {
    Report.campaignFields(
      campaign: campaign, source: source, from: from, to: to, plannedUsers: plannedUsers,
      computedFrom: computedFrom)
      + [
        ("by", .text(by.rawValue)),
        ("min_slice_units", .integer(Report.minimumUnits)),
        ("difference_threshold", .number(Self.differenceThreshold)),
      ]
  }
}
