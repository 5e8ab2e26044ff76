import HTTPServer

/// Adds the security headers to every response: `nosniff`, `Referrer-Policy`, a CSP without
/// `'unsafe-inline'`, and framing refused everywhere except `/embed/*` (`'self'` plus `--frame-ancestors`).
///
/// The headers of an answer are decided by the resource it stands for, never by the body it happens to
/// carry: the kind of path, and ``Response/resourceType`` (the page policy for HTML, the strict one for
/// anything else). So a `304 Not Modified` carries exactly the CSP of its 200, and so does the answer to
/// a `HEAD`. That matters: a browser replaces the stored page's header fields by the 304's (RFC 9111
/// §4.3.4), and an HTML page revalidated with the non-HTML policy ran under `default-src 'none'` on every
/// later visit, its script and banner refused. A 304 that doesn't say what it stands for (built by hand,
/// not by ``Response/notModified()``) gets no CSP at all, which leaves the stored 200's in force.
struct SecurityHeaders: HTTPHandler {
  let next: any HTTPHandler
  let frameAncestors: [String]

  /// The page policy; scripts and styles only from our own files (no inline code).
  static let pagePolicy =
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' https: data:; "
    + "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'"

  /// The header values, built once (they depend only on the configuration and the kind of answer).
  /// A class: each answer's closures capture one reference, not four strings copied twice (~500
  /// instructions per request, callgrind).
  private final class Values: Sendable {
    let embedHTML: String
    let embedOther: String
    let otherHTML: String
    let other: String

    init(embedHTML: String, embedOther: String, otherHTML: String, other: String) {
      self.embedHTML = embedHTML
      self.embedOther = embedOther
      self.otherHTML = otherHTML
      self.other = other
    }
  }

  private let values: Values
  private let reusable = SecuredAnswers()

  init(next: any HTTPHandler, frameAncestors: [String]) {
    self.next = next
    self.frameAncestors = frameAncestors
    values = Self.values(frameAncestors: frameAncestors)
  }

  private static func values(frameAncestors: [String]) -> Values {
    let ancestors = (["'self'"] + frameAncestors).joined(separator: " ")
    let otherPolicy = "default-src 'none'; style-src 'self'"
    return Values(
      embedHTML: pagePolicy + "; frame-ancestors \(ancestors)",
      embedOther: otherPolicy + "; frame-ancestors \(ancestors)",
      otherHTML: pagePolicy + "; frame-ancestors 'none'",
      other: otherPolicy + "; frame-ancestors 'none'")
  }

  /// The non-embed values (framing refused whatever `--frame-ancestors` says), for ``unrouted(_:)``.
  private static let unroutedValues = values(frameAncestors: [])

  /// The headers of an answer that never passes the handler chain (the errors the HTTP layer answers
  /// before any route: 413 from `Content-Length`, 400 for ambiguous framing): the same as a routed
  /// answer's outside `/embed/`.
  static func unrouted(_ response: Response) -> Response {
    secure(response, embed: false, values: unroutedValues, sameOriginFraming: false)
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
    let type = response.resourceType
    let isHTML = type?.hasPrefix("text/html") ?? false
    if type != nil || response.status != 304 {  // else a 304 of unknown kind: the stored policy stays
      let policy =
        embed ? (isHTML ? values.embedHTML : values.embedOther) : (isHTML ? values.otherHTML : values.other)
      response.setHeader("Content-Security-Policy", policy)
    }
    if embed {
      if sameOriginFraming { response.setHeader("X-Frame-Options", "SAMEORIGIN") }
    } else {
      response.setHeader("X-Frame-Options", "DENY")
    }
    return response
  }
}
