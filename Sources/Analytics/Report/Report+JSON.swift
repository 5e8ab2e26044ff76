extension Report {
  /// The contract's report body, on one line, keys in the contract's order, `null` for undefined values:
  ///
  /// `{"campaign":…,"source":"app","from":null,"to":null,"unit":"user","planned_users":null,
  /// "computed_from":"events","variants":[{"id":…,"weight":50,"units":…,…,"mde":null}],
  /// "srm_p_value":…,"warnings":[{"code":…,"message":…}],"guardrails":[…],"duration":{…},"delivery_grace":86400,"delivery":[…],
  /// "delivery_unsequenced":{…}}` (the last three when ``delivery`` is set).
  ///
  /// Numbers are the shortest text that reads back as the same double.
  public func json() -> String {
    var out = "{"
    Self.appendFields(campaignFields, to: &out)
    out += ","
    appendComparisonsJSON(to: &out)
    if let duration {
      out += ","
      duration.appendJSON(to: &out)
    }
    if let delivery {
      out += ","
      delivery.appendJSON(to: &out)
    }
    out += "}"
    return out
  }

  /// `"variants":[…],"srm_p_value":…,"warnings":[…],"guardrails":[…]`: the part a slice repeats.
  func appendComparisonsJSON(to out: inout String) {
    out += "\"variants\":["
    for (index, variant) in variants.enumerated() {
      out += index > 0 ? ",{" : "{"
      for (offset, field) in variant.fields.enumerated() {
        if offset > 0 { out += "," }
        out += "\"\(field.name)\":"
        field.cell.appendJSON(to: &out)
      }
      out += "}"
    }
    out += "],\"srm_p_value\":"
    ReportCell.number(srmPValue).appendJSON(to: &out)
    out += ",\"warnings\":["
    for (index, warning) in warnings.enumerated() {
      if index > 0 { out += "," }
      out += "{\"code\":\"\(warning.code.rawValue)\",\"message\":"
      JSONText.appendQuoted(warning.message, to: &out)
      out += "}"
    }
    out += "],\"guardrails\":["
    for (index, guardrail) in guardrails.enumerated() {
      if index > 0 { out += "," }
      guardrail.appendJSON(to: &out)
    }
    out += "]"
  }

  /// The campaign-wide fields before `variants`, in the contract's order.
  var campaignFields: [(name: String, cell: ReportCell)] {
    Self.campaignFields(
      campaign: campaign, source: source, from: from, to: to, plannedUsers: plannedUsers,
      computedFrom: computedFrom)
  }

  /// The campaign-wide fields of a report, whole or sliced, in the contract's order.
  static func campaignFields(
    campaign: String, source: SourceFilter, from: String?, to: String?, plannedUsers: Int?,
    computedFrom: SumsOrigin
  ) -> [(name: String, cell: ReportCell)] {
    [
      ("campaign", .text(campaign)), ("source", .text(source.rawValue)), ("from", .text(from)),
      ("to", .text(to)), ("unit", .text("user")), ("planned_users", .integer(plannedUsers)),
      ("computed_from", .text(computedFrom.rawValue)),
    ]
  }

  /// `"name":value,…` for `fields`.
  static func appendFields(_ fields: [(name: String, cell: ReportCell)], to out: inout String) {
    for (index, field) in fields.enumerated() {
      if index > 0 { out += "," }
      out += "\"\(field.name)\":"
      field.cell.appendJSON(to: &out)
    }
  }
}
