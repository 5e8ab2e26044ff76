import HTTPServer

/// Who may post events: requests without `Origin` (the iOS app), the server's own origin, and
/// `--allowed-origins`. Allowed cross-origin requests get CORS headers.
struct OriginPolicy: Sendable {
  let allowed: Set<String>

  /// The request's own origin(s), from its `Host` header.
  func ownOrigins(_ request: Request) -> [String] {
    guard let host = request.header("host")?.lowercased() else { return [] }
    return ["http://\(host)", "https://\(host)"]
  }

  func allows(_ request: Request) -> Bool {
    guard let origin = request.header("origin")?.lowercased() else { return true }
    return allowed.contains(origin) || ownOrigins(request).contains(origin)
  }

  /// The headers for every other request, one shared array (not one built per request).
  private static let varyOnly = [("Vary", "Origin")]

  /// CORS headers for an allowed foreign origin (none for same-origin or no-origin requests).
  func corsHeaders(for request: Request) -> [(String, String)] {
    guard let origin = request.header("origin")?.lowercased(), allowed.contains(origin) else {
      return Self.varyOnly
    }
    return [("Access-Control-Allow-Origin", origin), ("Vary", "Origin")]
  }

  /// The answer to a CORS preflight for `POST /api/events`.
  func preflight(_ request: Request) throws -> Response {
    guard let origin = request.header("origin")?.lowercased(), allowed.contains(origin) else {
      throw HTTPError(403, "This origin may not post events; add it to --allowed-origins.")
    }
    return Response(
      status: 204,
      headers: [
        ("Access-Control-Allow-Origin", origin), ("Access-Control-Allow-Methods", "POST"),
        ("Access-Control-Allow-Headers", "Content-Type"), ("Access-Control-Max-Age", "600"),
        ("Vary", "Origin"),
      ])
  }
}
