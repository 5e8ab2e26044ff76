import HTTPServer

/// Adds the security headers to every response: `nosniff`, `Referrer-Policy`, a CSP without
/// `'unsafe-inline'`, and framing refused everywhere except `/embed/*` (`'self'` plus `--frame-ancestors`).
struct SecurityHeaders: HTTPHandler {
  let next: any HTTPHandler
  let frameAncestors: [String]

  /// The page policy; scripts and styles only from our own files (no inline code).
  static let pagePolicy =
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' https: data:; "
    + "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'"

  func handle(_ request: Request, reply: @escaping @Sendable (Response) -> Void) {
    let embed = request.rawPath.hasPrefix("/embed/")
    let ancestors = (["'self'"] + frameAncestors).joined(separator: " ")
    next.handle(request) { response in
      var response = response
      response.setHeader("X-Content-Type-Options", "nosniff")
      response.setHeader("Referrer-Policy", "strict-origin-when-cross-origin")
      let isHTML = response.header("Content-Type")?.hasPrefix("text/html") ?? false
      let base = isHTML ? Self.pagePolicy : "default-src 'none'; style-src 'self'"
      if embed {
        response.setHeader("Content-Security-Policy", base + "; frame-ancestors \(ancestors)")
        if frameAncestors.isEmpty { response.setHeader("X-Frame-Options", "SAMEORIGIN") }
      } else {
        response.setHeader("Content-Security-Policy", base + "; frame-ancestors 'none'")
        response.setHeader("X-Frame-Options", "DENY")
      }
      reply(response)
    }
  }
}
