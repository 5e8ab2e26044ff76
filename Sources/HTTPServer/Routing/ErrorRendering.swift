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
