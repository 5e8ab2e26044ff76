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

  /// The header values, built once (they depend only on the configuration and the kind of answer).
  private struct Values {
    let embedHTML: String
    let embedOther: String
    let otherHTML: String
    let other: String
  }

  private let values: Values
  private let reusable = SecuredAnswers()

  init(next: any HTTPHandler, frameAncestors: [String]) {
    self.next = next
    self.frameAncestors = frameAncestors
    let ancestors = (["'self'"] + frameAncestors).joined(separator: " ")
    let otherPolicy = "default-src 'none'; style-src 'self'"
    values = Values(
      embedHTML: Self.pagePolicy + "; frame-ancestors \(ancestors)",
      embedOther: otherPolicy + "; frame-ancestors \(ancestors)",
      otherHTML: Self.pagePolicy + "; frame-ancestors 'none'",
      other: otherPolicy + "; frame-ancestors 'none'")
  }

  func handle(_ request: Request, reply: @escaping @Sendable (Response) -> Void) {
    let embed = request.rawPath.hasPrefix("/embed/")
    let values = self.values
    let sameOriginFraming = frameAncestors.isEmpty
    let reusable = self.reusable
    next.handle(request) { response in
      let secure = { Self.secure($0, embed: embed, values: values, sameOriginFraming: sameOriginFraming) }
      reply(response.isReusable ? reusable.secured(response, embed: embed, secure: secure) : secure(response))
    }
  }

  private static func secure(_ response: Response, embed: Bool, values: Values, sameOriginFraming: Bool)
    -> Response
  {
    var response = response
    response.setHeader("X-Content-Type-Options", "nosniff")
    response.setHeader("Referrer-Policy", "strict-origin-when-cross-origin")
    let isHTML = response.header("Content-Type")?.hasPrefix("text/html") ?? false
    if embed {
      response.setHeader("Content-Security-Policy", isHTML ? values.embedHTML : values.embedOther)
      if sameOriginFraming { response.setHeader("X-Frame-Options", "SAMEORIGIN") }
    } else {
      response.setHeader("Content-Security-Policy", isHTML ? values.otherHTML : values.other)
      response.setHeader("X-Frame-Options", "DENY")
    }
    return response
  }
}
