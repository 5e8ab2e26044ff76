import DialogWeb
import Foundation
import HTTPServer

/// How errors look: JSON `{"error": "…"}` under `/api/*`, `/healthz` and `/metrics`; an HTML page
/// that reflects nothing raw everywhere else.
enum ErrorResponses {
  static func install() {
    ErrorRendering.render = { error, request in
      var response =
        wantsJSON(request.rawPath)
        ? jsonError(error.status, error.message)
        : Response(status: error.status, contentType: "text/html; charset=utf-8", text: page(error))
      for (name, value) in error.headers.sorted(by: { $0.key < $1.key }) { response.setHeader(name, value) }
      // Errors the HTTP layer answers before any route (413 from Content-Length, 400 for ambiguous
      // framing) never pass SecurityHeaders, which replaces these on every routed answer.
      response.setHeader("X-Content-Type-Options", "nosniff")
      response.setHeader("Referrer-Policy", "strict-origin-when-cross-origin")
      response.setHeader("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'")
      return response
    }
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
    let title = "\(error.status) \(reason(error.status))"
    return """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>\(HTMLEscaping.escape(title))</title>
      <link rel="stylesheet" href="/app.css"></head>
      <body class="error-page"><main><h1>\(HTMLEscaping.escape(title))</h1><p>\(HTMLEscaping.escape(error.message))</p>
      <p><a href="/">Back to the gallery</a></p></main></body></html>

      """
  }

  static func reason(_ status: Int) -> String {
    switch status {
    case 400: return "Bad Request"
    case 401: return "Unauthorized"
    case 403: return "Forbidden"
    case 404: return "Not Found"
    case 405: return "Method Not Allowed"
    case 413: return "Content Too Large"
    case 415: return "Unsupported Media Type"
    case 422: return "Unprocessable Content"
    case 429: return "Too Many Requests"
    case 503: return "Service Unavailable"
    default: return status >= 500 ? "Server Error" : "Error"
    }
  }
}

/// JSON bodies from Foundation values (keys sorted so answers are stable).
enum JSONResponse {
  static func make(status: Int = 200, _ object: Any) -> Response {
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
    return Response(status: status, headers: [("Content-Type", "application/json")], body: Array(data) + [10])
  }

  static func encode<T: Encodable>(status: Int = 200, _ value: T) -> Response {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
    return Response(status: status, headers: [("Content-Type", "application/json")], body: Array(data) + [10])
  }
}
