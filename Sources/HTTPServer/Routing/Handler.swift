/// Answers requests. `reply` may be called at once (most handlers) or later from any thread
/// (e.g. after a database commit): the server suspends the connection until then. Call it exactly once.
public protocol HTTPHandler: Sendable {
  /// Answers one request through `reply`.
  func handle(_ request: Request, reply: @escaping @Sendable (Response) -> Void)
}

/// A synchronous handler made from a closure; thrown errors become responses through `ErrorRendering`.
public struct SyncHandler: HTTPHandler {
  let body: @Sendable (Request) throws -> Response

  /// Wraps a closure that answers at once.
  public init(_ body: @escaping @Sendable (Request) throws -> Response) { self.body = body }

  public func handle(_ request: Request, reply: @escaping @Sendable (Response) -> Void) {
    do { reply(try body(request)) } catch { reply(ErrorRendering.response(for: error, request: request)) }
  }
}

/// Turns errors into responses; the app installs its renderer once at start (JSON for APIs, HTML for pages).
public enum ErrorRendering {
  /// The renderer: defaults to a plain-text body.
  nonisolated(unsafe) public static var render: @Sendable (HTTPError, Request) -> Response = { error, _ in
    var response = Response(status: error.status, contentType: "text/plain; charset=utf-8", text: error.message + "\n")
    for (name, value) in error.headers { response.setHeader(name, value) }
    return response
  }

  /// The response for any error (non-HTTP errors are a 500 that reveals nothing).
  public static func response(for error: Error, request: Request) -> Response {
    let httpError = error as? HTTPError ?? HTTPError(500, "The server failed to answer this request.")
    return render(httpError, request)
  }
}
