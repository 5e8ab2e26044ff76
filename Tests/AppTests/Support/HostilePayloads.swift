/// Injection payloads for every context a value could land in: HTML text and attributes (quoted
/// either way), `<script>` and `<style>` elements, URLs, CSS values, JavaScript strings, headers.
enum HostilePayloads {
  static let all: [String] = [
    "\"><script>alert(1)</script>",
    "'onmouseover=alert(1) x='",
    "\" onfocus=\"alert(1)\" autofocus \"",
    "<img src=x onerror=alert(1)>",
    "</script><script>alert(1)</script>",
    "</style><script>alert(1)</script>",
    "</title><svg onload=alert(1)>",
    "javascript:alert(1)",
    " \tJaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "expression(alert(1))",
    "red;}body{background:url(javascript:alert(1))}",
    "\\\"});alert(1);//",
    "\u{2028}alert(1)\u{2029}",
    "<!--<![CDATA[]]>",
    "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "\r\nSet-Cookie: injected=1",
    "a\u{0}<b>",
    "../../../../etc/passwd",
    "{{7*7}}${7*7}<%= 7*7 %>",
  ]

  /// Percent-encodes every byte but the unreserved ones, for a path segment or query value.
  static func percentEncoded(_ text: String) -> String {
    var out = ""
    for byte in text.utf8 {
      let scalar = Unicode.Scalar(byte)
      let unreserved =
        byte < 0x80
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "-._~".unicodeScalars.contains(scalar))
      out +=
        unreserved ? String(Character(scalar)) : "%" + String(byte, radix: 16, uppercase: true).leftPadded(2)
    }
    return out
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
