extension Report {
  /// The contract's report body, on one line, keys in the contract's order, `null` for undefined values:
  ///
  /// `{"campaign":…,"source":"app","from":null,"to":null,"variants":[{"id":…,"weight":50,"impressions":…,
  /// "users":…,"taps":…,"closes":…,"ctr":…,"ctr_low":…,"ctr_high":…,"close_rate":…,"lift":null,
  /// "p_value":null}],"srm_p_value":…,"warnings":[{"code":…,"message":…}]}`
  ///
  /// Numbers are the shortest text that reads back as the same double.
  public func json() -> String {
    var out = "{\"campaign\":"
    JSONText.appendQuoted(campaign, to: &out)
    out += ",\"source\":\"\(source.rawValue)\",\"from\":"
    Self.appendJSON(from, to: &out)
    out += ",\"to\":"
    Self.appendJSON(to, to: &out)
    out += ",\"variants\":["
    for (index, variant) in variants.enumerated() {
      if index > 0 { out += "," }
      out += "{\"id\":"
      JSONText.appendQuoted(variant.id, to: &out)
      out += ",\"weight\":" + Self.jsonNumber(variant.weight)
      out += ",\"impressions\":\(variant.impressions),\"users\":\(variant.users)"
      out += ",\"taps\":\(variant.taps),\"closes\":\(variant.closes)"
      out += ",\"ctr\":" + Self.jsonNumber(variant.ctr)
      out += ",\"ctr_low\":" + Self.jsonNumber(variant.ctrLow)
      out += ",\"ctr_high\":" + Self.jsonNumber(variant.ctrHigh)
      out += ",\"close_rate\":" + Self.jsonNumber(variant.closeRate)
      out += ",\"lift\":" + Self.jsonNumber(variant.lift)
      out += ",\"p_value\":" + Self.jsonNumber(variant.pValue) + "}"
    }
    out += "],\"srm_p_value\":" + Self.jsonNumber(srmPValue) + ",\"warnings\":["
    for (index, warning) in warnings.enumerated() {
      if index > 0 { out += "," }
      out += "{\"code\":\"\(warning.code.rawValue)\",\"message\":"
      JSONText.appendQuoted(warning.message, to: &out)
      out += "}"
    }
    out += "]}"
    return out
  }

  private static func jsonNumber(_ value: Double?) -> String {
    value.flatMap(ReportNumber.text) ?? "null"
  }

  private static func appendJSON(_ value: String?, to out: inout String) {
    if let value { JSONText.appendQuoted(value, to: &out) } else { out += "null" }
  }
}
