extension Report {
  /// The CSV header: the campaign-wide figures, the JSON variant field names, `srm_p_value`,
  /// `warnings`, the duration's `units_per_day`, `units_needed`, `days_needed` and the variant's
  /// `detectable_lift`, then its guardrail (api.md: the campaign-wide figures repeated in every row).
  public static let csvColumns =
    ["campaign", "source", "from", "to", "planned_users", "computed_from"] + VariantReport.fieldNames
    + ["srm_p_value", "warnings", "units_per_day", "units_needed", "days_needed", "detectable_lift"]
    + guardrailColumns

  /// The close rate's guardrail in each compared variant's row (empty in the control's): its JSON
  /// fields prefixed `close_rate_`.
  static let guardrailColumns = (ReportGuardrail.fieldNames + ["verdict"]).map { "close_rate_" + $0 }

  /// The report as CSV (RFC 4180): the header, then one row per variant, CRLF line ends (the last line
  /// too), empty fields for undefined values, numbers as in the JSON, the warnings' codes joined by
  /// spaces. Fields with a comma, quote, CR or LF are quoted, quotes doubled. With ``delivery``, an
  /// empty line and the delivery section follow (``DeliveryLedger/csvColumns``, then one row per app
  /// version and one for the events without `seq`).
  public func csv() -> String {
    var out = Self.csvColumns.joined(separator: ",") + "\r\n"
    let campaignWide = campaignFields.filter { $0.name != "unit" }.map { Self.csvField($0.cell.csvText) }
    let trailing = [
      ReportCell.number(srmPValue).csvText, warnings.map(\.code.rawValue).joined(separator: " "),
    ]
    let pace = [
      ReportCell.number(duration?.unitsPerDay).csvText, ReportCell.integer(duration?.unitsNeeded).csvText,
      ReportCell.number(duration?.daysNeeded).csvText,
    ]
    for variant in variants {
      let detectable = duration?.comparisons.first { $0.variant == variant.id }?.detectableLift
      let guardrail = guardrails.first { $0.variant == variant.id }
      let guarded =
        guardrail.map { g in g.fields.map(\.cell.csvText) + [g.verdict.rawValue] }
        ?? Array(repeating: "", count: Self.guardrailColumns.count)
      let fields =
        campaignWide + variant.fields.map { Self.csvField($0.cell.csvText) } + trailing + pace
        + [ReportCell.number(detectable).csvText] + guarded
      out += fields.joined(separator: ",") + "\r\n"
    }
    if let delivery {
      out += "\r\n"
      for record in delivery.csvRecords { out += record.map(Self.csvField).joined(separator: ",") + "\r\n" }
    }
    return out
  }

  static func csvField(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" })
    else { return text }
    var quoted = "\""
    for character in text {
      quoted += character == "\"" ? "\"\"" : String(character)
    }
    return quoted + "\""
  }
}
