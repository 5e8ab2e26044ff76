extension Response {
  /// Bodies smaller than this go uncompressed: gzip's header and trailer alone are 18 bytes.
  public static let smallestCompressedBody = 256

  /// Whether the answer's representation can differ by `Accept-Encoding`: text, JSON, JavaScript, CSV
  /// and SVG (``resourceType``, so a 304 counts as its 200), not a stream. Their 304s carry
  /// `Vary: Accept-Encoding`, as do their compressible 200s (``isCompressible``) in every encoding.
  public var variesByEncoding: Bool {
    guard stream == nil, let type = resourceType else { return false }
    return Self.isTextual(type)
  }

  /// Whether the media type of `contentType` (parameters ignored, any case) is one that compresses:
  /// `text/*` but `text/event-stream`, JSON and `+json`, JavaScript, SVG, XML. Read byte by byte, without
  /// allocating: it runs for every answer.
  static func isTextual(_ contentType: String) -> Bool {
    let utf8 = contentType.utf8
    var media = utf8[..<(utf8.firstIndex(of: UInt8(ascii: ";")) ?? utf8.endIndex)]
    while let first = media.first, first == 32 || first == 9 { media = media.dropFirst() }
    while let last = media.last, last == 32 || last == 9 { media = media.dropLast() }
    func lower(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }
    func starts(_ prefix: StaticString) -> Bool {
      prefix.withUTF8Buffer { prefix in
        media.count >= prefix.count && zip(media, prefix).allSatisfy { lower($0) == $1 }
      }
    }
    func ends(_ suffix: StaticString) -> Bool {
      suffix.withUTF8Buffer { suffix in
        media.count >= suffix.count && zip(media.suffix(suffix.count), suffix).allSatisfy { lower($0) == $1 }
      }
    }
    func equals(_ other: StaticString) -> Bool { media.count == other.utf8CodeUnitCount && starts(other) }
    if starts("text/") { return !equals("text/event-stream") }
    return equals("application/json") || ends("+json") || equals("application/javascript")
      || equals("image/svg+xml") || equals("application/xml")
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
