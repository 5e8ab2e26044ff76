extension Response {
  /// Bodies smaller than this go uncompressed: gzip's header and trailer alone are 18 bytes.
  public static let smallestCompressedBody = 256

  /// Whether the answer's representation can differ by `Accept-Encoding`: text, JSON, JavaScript, CSV
  /// and SVG (``resourceType``, so a 304 counts as its 200), not a stream. Their 304s carry
  /// `Vary: Accept-Encoding`, as do their compressible 200s (``isCompressible``) in every encoding.
  public var variesByEncoding: Bool {
    guard stream == nil, let type = resourceType?.lowercased() else { return false }
    let media = type.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    if media == "text/event-stream" { return false }
    return media.hasPrefix("text/") || media == "application/json" || media.hasSuffix("+json")
      || media == "application/javascript" || media == "image/svg+xml" || media == "application/xml"
  }

  /// Whether this answer's body is sent compressed when the client accepts it: a 200 that varies by
  /// encoding, of at least ``smallestCompressedBody`` bytes, not already encoded, and without a secret
  /// (``carriesSecret``).
  public var isCompressible: Bool {
    status == 200 && variesByEncoding && body.count >= Self.smallestCompressedBody && !carriesSecret
      && header("Content-Encoding") == nil
  }

  /// The answer with `Vary: Accept-Encoding` added to its `Vary` (kept once).
  public func varyingByEncoding() -> Response {
    var answer = self
    if let vary = header("Vary") {
      let names = vary.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
      if !names.contains("accept-encoding") && !names.contains("*") {
        answer.setHeader("Vary", vary + ", Accept-Encoding")
      }
    } else {
      answer.setHeader("Vary", "Accept-Encoding")
    }
    return answer
  }

  /// The answer with its body in `coding`: `Content-Encoding`, the encoding's own `ETag` and
  /// `Vary: Accept-Encoding`; nil when the library fails.
  public func encoded(_ coding: ContentCoding, effort: ContentCoding.Effort) -> Response? {
    guard let compressed = coding.encode(body, effort: effort) else { return nil }
    var answer = varyingByEncoding()
    answer.body = compressed
    answer.setHeader("Content-Encoding", coding.rawValue)
    if let etag = header("ETag") { answer.setHeader("ETag", coding.tag(etag)) }
    return answer
  }
}
