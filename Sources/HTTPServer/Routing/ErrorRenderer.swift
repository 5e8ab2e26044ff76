/// Turns errors into responses: a value handed to the ``Router``, the handlers that catch errors and the
/// ``HTTPServer`` (for the errors it answers before any route), so nothing depends on a global set at
/// start. The app passes one that writes JSON for APIs and HTML for pages.
public struct ErrorRenderer: Sendable {
  private let render: @Sendable (HTTPError, Request) -> Response

  /// A renderer from a closure.
  public init(_ render: @escaping @Sendable (HTTPError, Request) -> Response) { self.render = render }

  /// A plain-text body holding the error's sentence, with the error's headers.
  public static let plainText = ErrorRenderer { error, _ in
    var response = Response(
      status: error.status, contentType: "text/plain; charset=utf-8", text: error.message + "\n")
    for (name, value) in error.headers { response.setHeader(name, value) }
    return response
  }

  /// The response for any error (non-HTTP errors are a 500 that reveals nothing).
  public func response(for error: Error, request: Request) -> Response {
    let httpError = error as? HTTPError ?? HTTPError(500, "The server failed to answer this request.")
    return render(httpError, request)
  }
}
