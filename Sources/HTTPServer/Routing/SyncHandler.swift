/// A synchronous handler made from a closure; thrown errors become responses through its ``ErrorRenderer``.
public struct SyncHandler: HTTPHandler {
  let body: @Sendable (Request) throws -> Response
  let errors: ErrorRenderer

  /// Wraps a closure that answers at once; `errors` renders what it throws.
  public init(errors: ErrorRenderer = .plainText, _ body: @escaping @Sendable (Request) throws -> Response) {
    self.body = body
    self.errors = errors
  }

  public func handle(_ request: Request, reply: @escaping @Sendable (Response) -> Void) {
    do { reply(try body(request)) } catch { reply(errors.response(for: error, request: request)) }
  }
}
