/// A synchronous handler made from a closure; thrown errors become responses through `ErrorRendering`.
public struct SyncHandler: HTTPHandler {
  let body: @Sendable (Request) throws -> Response

  /// Wraps a closure that answers at once.
  public init(_ body: @escaping @Sendable (Request) throws -> Response) { self.body = body }

  public func handle(_ request: Request, reply: @escaping @Sendable (Response) -> Void) {
    do { reply(try body(request)) } catch { reply(ErrorRendering.response(for: error, request: request)) }
  }
}
