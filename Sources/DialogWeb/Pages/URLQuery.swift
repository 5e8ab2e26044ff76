/// Query strings built from our own names and validated values (percent-encoded all the same): the one
/// percent-encoder of the pages and routes.
public enum URLQuery {
  /// `name=value&…`, each part escaped.
  public static func encode(_ parameters: [(String, String)]) -> String {
    parameters.map { "\(escape($0.0))=\(escape($0.1))" }.joined(separator: "&")
  }

  /// Every byte but the unreserved characters (RFC 3986 §2.3) as `%XX`.
  public static func escape(_ text: String) -> String {
    var output = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."),
        UInt8(ascii: "~"):
        output.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        output +=
          "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 15, radix: 16, uppercase: true)
      }
    }
    return output
  }
}
