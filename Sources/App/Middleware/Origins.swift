/// Validation of origin lists (`--frame-ancestors`, `--allowed-origins`): only `http(s)://host[:port]`,
/// so nothing can inject into a `Content-Security-Policy` or CORS header.
enum Origins {
  static func parse(_ text: String?, option: String, wildcards: Bool) throws -> [String] {
    guard let text else { return [] }
    let items = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
    for item in items where !isValid(item, wildcards: wildcards) {
      throw UsageError(
        "The option --\(option) takes origins like https://cms.example.com (http or https, no path), not \(item.debugDescription)."
      )
    }
    return items.map { $0.lowercased() }
  }

  static func isValid(_ origin: String, wildcards: Bool) -> Bool {
    let lower = origin.lowercased()
    let rest: Substring
    if lower.hasPrefix("https://") {
      rest = lower.dropFirst(8)
    } else if lower.hasPrefix("http://") {
      rest = lower.dropFirst(7)
    } else {
      return false
    }
    var host = rest
    if let colon = rest.lastIndex(of: ":"), !rest.hasSuffix("]") {
      let port = rest[rest.index(after: colon)...]
      guard !port.isEmpty, port.count <= 5, port.allSatisfy(\.isASCII), port.allSatisfy(\.isNumber),
        let number = Int(port), number > 0, number < 65536
      else { return false }
      host = rest[..<colon]
    }
    if wildcards && host.hasPrefix("*.") { host = host.dropFirst(2) }
    if host.hasPrefix("[") && host.hasSuffix("]") {
      return host.count > 2 && host.dropFirst().dropLast().allSatisfy { $0.isHexDigit || $0 == ":" }
    }
    return !host.isEmpty && !host.hasPrefix(".") && !host.hasPrefix("-")
      && host.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "." || $0 == "-" }
  }
}
