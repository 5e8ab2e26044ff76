/// Escaping for the places outside data reaches CSS text, following CSSOM's `CSS.escape` and
/// string serialisation. The output is also safe inside an HTML `<style>` element: `<` and `>`
/// never appear unescaped.
public enum CSSEscaping {
  /// `value` as a CSS identifier (CSSOM "serialize an identifier"): ASCII letters, digits, `-`
  /// and `_` and non-ASCII stay; control characters, `<`, `>`, a leading digit and a digit after a
  /// leading `-` become `\HEX `; other ASCII is backslash-escaped; NUL becomes U+FFFD.
  public static func identifier(_ value: String) -> String {
    let scalars = Array(value.unicodeScalars)
    if scalars == ["-"] { return "\\-" }
    var output = ""
    for (index, scalar) in scalars.enumerated() {
      let isDigit = ("0"..."9").contains(scalar)
      if scalar == "\0" {
        output += "\u{FFFD}"
      } else if (0x01...0x1F).contains(scalar.value) || scalar.value == 0x7F || scalar == "<" || scalar == ">"
        || (isDigit && (index == 0 || (index == 1 && scalars[0] == "-")))
      {
        output += hexEscape(scalar)
      } else if isDigit || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "-"
        || scalar == "_" || scalar.value >= 0x80
      {
        output.unicodeScalars.append(scalar)
      } else {
        output += "\\"
        output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// `value` as a double-quoted CSS string: `"` and `\` are backslash-escaped; control characters,
  /// `<` and `>` become `\HEX `; NUL becomes U+FFFD.
  public static func string(_ value: String) -> String {
    var output = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\0": output += "\u{FFFD}"
      case "\"", "\\": output += "\\" + String(scalar)
      case "<", ">": output += hexEscape(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          output += hexEscape(scalar)
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output + "\""
  }

  /// Comment text with every `*/` broken up, and `<` escaped so it can't close a `<style>`.
  public static func comment(_ text: String) -> String {
    text.replacing("*/", with: "* /").replacing("<", with: "‹")
  }

  static func hexEscape(_ scalar: Unicode.Scalar) -> String {
    "\\" + String(scalar.value, radix: 16) + " "
  }
}
