import Foundation

/// Framing and size limits: what is refused before a request reaches the handler.
extension ServerCore {
  /// Why the body's length is ambiguous (RFC 9112 §6.3), or nil. libmicrohttpd frames a body by
  /// the first `Content-Length` and takes the bytes after it as the next request; a proxy in front
  /// framing by another field would disagree on where that request starts (request smuggling), so
  /// repeated `Content-Length` fields, or one beside `Transfer-Encoding`, are refused (and the
  /// connection closed, its unread bytes never parsed).
  static func ambiguousFraming(_ request: Request) -> String? {
    // Counted without building an array per request.
    let lengths = request.headers.reduce(0) { $0 + ($1.name == "content-length" ? 1 : 0) }
    if lengths > 1 { return "The request has more than one Content-Length header." }
    if lengths == 1 && request.header("transfer-encoding") != nil {
      return "The request has both Content-Length and Transfer-Encoding headers."
    }
    return nil
  }

  func tooLarge(_ exchange: Exchange) -> Response {
    errors.response(
      for: HTTPError(413, "The request body is larger than \(configuration.maxBodyBytes) bytes."),
      request: exchange.request)
  }
}
