/// JSON string escaping for the bodies this module writes by hand (to keep the contract's key order).
enum JSONText {
  /// Appends `value` as a JSON string literal: quotes, backslashes and control characters escaped.
  static func appendQuoted(_ value: String, to out: inout String) {
    out.unicodeScalars.append("\"")
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      case "\u{00}"..."\u{1F}", "\u{2028}", "\u{2029}":
        let hex = String(scalar.value, radix: 16, uppercase: false)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out.unicodeScalars.append("\"")
  }
}
