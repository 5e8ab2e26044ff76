import Foundation

/// One response kept on disk: the URL it answered, its ETag and its body.
public struct CachedResponse: Hashable, Sendable {
  /// The URL requested.
  public var url: URL
  /// The response's `ETag`, sent back as `If-None-Match`; nil when it had none.
  public var etag: String?
  /// The response's `Content-Type`, if any.
  public var contentType: String?
  /// The body.
  public var body: Data

  /// A cached response from its parts.
  public init(url: URL, etag: String?, contentType: String?, body: Data) {
    self.url = url
    self.etag = etag
    self.contentType = contentType
    self.body = body
  }
}
