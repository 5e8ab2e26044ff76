/// One value of the report as JSON and CSV write it: text, a count, a figure that may be undefined, or
/// a flag.
enum ReportCell: Hashable, Sendable {
  case text(String?)
  case integer(Int?)
  case number(Double?)
  case boolean(Bool)

  /// The JSON value: a quoted string, a number, or `null`.
  func appendJSON(to out: inout String) {
    switch self {
    case .text(let text?): JSONText.appendQuoted(text, to: &out)
    case .integer(let value?): out += String(value)
    case .number(let value?): out += ReportNumber.text(value) ?? "null"
    case .boolean(let value): out += value ? "true" : "false"
    case .text(nil), .integer(nil), .number(nil): out += "null"
    }
  }

  /// The CSV field before quoting: empty for undefined values, numbers as in the JSON.
  var csvText: String {
    switch self {
    case .text(let text): text ?? ""
    case .integer(let value): value.map(String.init) ?? ""
    case .number(let value): value.flatMap(ReportNumber.text) ?? ""
    case .boolean(let value): value ? "true" : "false"
    }
  }
}
