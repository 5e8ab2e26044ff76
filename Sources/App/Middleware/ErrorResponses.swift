import DialogWeb
import Foundation
import HTTPServer

/// How errors look: JSON `{"error": "…"}` under `/api/*`, `/healthz` and `/metrics`; an HTML page
/// that reflects nothing raw everywhere else. ``renderer`` is handed to the router, the handlers that
/// catch errors and the server.
enum ErrorResponses {
  static let renderer = ErrorRenderer { error, request in
    var response =
      wantsJSON(request.rawPath)
      ? jsonError(error.status, error.message)
      : Response(status: error.status, contentType: "text/html; charset=utf-8", text: page(error))
    for (name, value) in error.headers.sorted(by: { $0.key < $1.key }) { response.setHeader(name, value) }
    // Errors the HTTP layer answers before any route (413 from Content-Length, 400 for ambiguous
    // framing) never pass SecurityHeaders; a routed answer gets the same headers from it again.
    return SecurityHeaders.unrouted(response)
  }

  static func wantsJSON(_ rawPath: String) -> Bool {
    rawPath.hasPrefix("/api/") || rawPath == "/api" || rawPath == "/healthz" || rawPath == "/metrics"
      || rawPath == "/openapi.json"
  }

  /// A JSON error body.
  static func jsonError(_ status: Int, _ message: String) -> Response {
    JSONResponse.make(status: status, ["error": message])
  }

  static func page(_ error: HTTPError) -> String {
    let title = "\(error.status) \(StatusReason.phrase(error.status))"
    return """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>\(HTMLEscaping.escape(title))</title>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/app.css"></head>
      <body class="error-page"><main><h1>\(HTMLEscaping.escape(title))</h1><p>\(HTMLEscaping.escape(error.message))</p>
      <p><a href="/">Back to the gallery</a></p></main></body></html>

      """
  }
}
