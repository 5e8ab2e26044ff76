/// A content coding the server compresses answers with (RFC 9110 §8.4.1): `br` (Brotli) or `gzip`.
public enum ContentCoding: String, Sendable, CaseIterable {
  case br
  case gzip

  /// How hard to compress: a body compressed once and served many times (a cached page, a static
  /// file) gets the smallest output; one made for a single request, a fast setting.
  public enum Effort: Sendable {
    case cached
    case perRequest
  }

  /// What the coding adds to an entity tag, so that each encoding has its own (`"abc"` →
  /// `"abc-gzip"`): a cache or a client never takes one encoding's bytes for another's.
  public var etagSuffix: String { "-" + rawValue }

  /// `bytes` in this coding; nil when the library fails (the answer then goes uncompressed).
  public func encode(_ bytes: [UInt8], effort: Effort) -> [UInt8]? {
    switch self {
    case .gzip: Gzip.compress(bytes, level: effort == .cached ? 9 : 6)
    case .br: Brotli.compress(bytes, quality: effort == .cached ? 11 : 5)
    }
  }

  /// The entity tag `etag` (`"…"` or `W/"…"`) of this encoding.
  public func tag(_ etag: String) -> String {
    guard etag.hasSuffix("\"") else { return etag }
    return String(etag.dropLast()) + etagSuffix + "\""
  }

  /// `tag` without an encoding's suffix: the tag of the representation it was encoded from.
  public static func identityTag(_ tag: some StringProtocol) -> Substring {
    let tag = Substring(tag)
    for coding in allCases where tag.hasSuffix(coding.etagSuffix + "\"") {
      return tag.dropLast(coding.etagSuffix.count + 1) + "\""
    }
    return tag
  }
}
