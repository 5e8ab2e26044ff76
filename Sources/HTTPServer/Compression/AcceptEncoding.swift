/// The coding an answer is sent in, from the request's `Accept-Encoding` (RFC 9110 §12.5.3).
public enum AcceptEncoding {
  /// `br` or `gzip` when the header accepts it (a weight above 0, named or through `*`), the higher
  /// weight first and `br` at equal weight; nil for the identity (no header, nothing acceptable).
  ///
  /// ```swift
  /// AcceptEncoding.preferred("gzip, deflate, br")  // .br
  /// AcceptEncoding.preferred("gzip;q=1, br;q=0.5")  // .gzip
  /// AcceptEncoding.preferred("*;q=0")  // nil
  /// ```
  public static func preferred(_ header: String?) -> ContentCoding? {
    guard let header, !header.isEmpty else { return nil }
    // What browsers and tools send, answered without parsing (this runs for every request).
    switch header {
    case "gzip, deflate, br, zstd", "gzip, deflate, br", "br", "deflate, gzip, br, zstd", "br, gzip":
      return .br
    case "gzip, deflate", "gzip", "deflate, gzip": return .gzip
    default: return parsed(header)
    }
  }

  /// The general rule, parsed.
  static func parsed(_ header: String) -> ContentCoding? {
    var weights: [ContentCoding: Double] = [:]
    var wildcard: Double?
    for item in header.split(separator: ",") {
      let parts = item.split(separator: ";")
      guard let name = parts.first?.trimmingSpaces.lowercased() else { continue }
      var weight = 1.0
      for parameter in parts.dropFirst() {
        let pair = parameter.split(separator: "=", maxSplits: 1)
        if pair.count == 2, pair[0].trimmingSpaces.lowercased() == "q" {
          weight = Double(pair[1].trimmingSpaces) ?? 0
        }
      }
      switch name {
      case "br": weights[.br] = weight
      case "gzip", "x-gzip": weights[.gzip] = weight
      case "*": wildcard = weight
      default: break
      }
    }
    var best: (coding: ContentCoding, weight: Double)?
    for coding in ContentCoding.allCases {
      let weight = weights[coding] ?? wildcard ?? 0
      if weight > 0, weight > best?.weight ?? 0 { best = (coding, weight) }
    }
    return best?.coding
  }
}

extension Substring {
  fileprivate var trimmingSpaces: Substring {
    var text = self
    while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return text
  }
}
