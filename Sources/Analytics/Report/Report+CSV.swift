extension Report {
  /// The CSV header: the JSON variant field names.
  public static let csvColumns = [
    "id", "weight", "impressions", "users", "taps", "closes", "ctr", "ctr_low", "ctr_high", "close_rate",
    "lift", "p_value",
  ]

  /// The report as CSV (RFC 4180): the header, then one row per variant, CRLF line ends (the last line
  /// too), empty fields for undefined values, numbers as in the JSON. Fields with a comma, quote, CR or
  /// LF are quoted, quotes doubled. Campaign-level values (srm, warnings) are in the JSON only.
  public func csv() -> String {
    var out = Self.csvColumns.joined(separator: ",") + "\r\n"
    for variant in variants {
      let fields: [String] = [
        Self.csvField(variant.id), Self.csvNumber(variant.weight), String(variant.impressions),
        String(variant.users), String(variant.taps), String(variant.closes), Self.csvNumber(variant.ctr),
        Self.csvNumber(variant.ctrLow), Self.csvNumber(variant.ctrHigh), Self.csvNumber(variant.closeRate),
        Self.csvNumber(variant.lift), Self.csvNumber(variant.pValue),
      ]
      out += fields.joined(separator: ",") + "\r\n"
    }
    return out
  }

  private static func csvNumber(_ value: Double?) -> String {
    value.flatMap(ReportNumber.text) ?? ""
  }

  private static func csvField(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" })
    else { return text }
    var quoted = "\""
    for character in text {
      quoted += character == "\"" ? "\"\"" : String(character)
    }
    return quoted + "\""
  }
}
