/// An answer whose body is fixed once made (a generated stylesheet, a JSON list made at start): kept
/// with its strong `ETag` and `Cache-Control: no-cache`, answered as a 304 when the client has it and
/// otherwise as the same body buffer every time (reusable: the server prepares it once and compresses
/// it once).
///
/// ```swift
/// let css = FixedAnswer(contentType: "text/css; charset=utf-8", text: CSSRenderer.baseCSS(compact: true))
/// router.add("GET", "/dialog-base.css") { request in css.answer(request) }
/// ```
public struct FixedAnswer: Sendable {
  /// The 200, reusable.
  public let response: Response
  /// Its entity tag.
  public let etag: String

  public init(contentType: String, bytes: [UInt8]) {
    etag = ContentHash.etag(bytes)
    var response = Response(
      headers: [("Content-Type", contentType), ("ETag", etag), ("Cache-Control", "no-cache")], body: bytes)
    response.isReusable = true
    self.response = response
  }

  public init(contentType: String, text: String) {
    self.init(contentType: contentType, bytes: Array(text.utf8))
  }

  /// The 200, or its 304 when `request`'s `If-None-Match` names it.
  public func answer(_ request: Request) -> Response {
    ETagMatching.matches(request.header("if-none-match"), etag: etag) ? response.notModified() : response
  }
}
