/// Escaping for HTML text and quoted attribute values.
public enum HTMLEscaping {
  /// Escapes `& < > " '`.
  public static func escape(_ text: String, into output: inout String) {
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&#39;"
      default: output.unicodeScalars.append(scalar)
      }
    }
  }

  /// The escaped text.
  public static func escape(_ text: String) -> String {
    var output = ""
    escape(text, into: &output)
    return output
  }
}
