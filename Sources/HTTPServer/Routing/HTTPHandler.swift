/// Answers requests. `reply` may be called at once (most handlers) or later from any thread
/// (e.g. after a database commit): the server suspends the connection until then. Call it exactly once.
public protocol HTTPHandler: Sendable {
  /// Answers one request through `reply`.
  func handle(_ request: Request, reply: @escaping @Sendable (Response) -> Void)
}
