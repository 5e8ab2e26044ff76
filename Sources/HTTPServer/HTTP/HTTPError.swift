/// An error that knows its HTTP status and carries one sentence a user can act on.
public struct HTTPError: Error, Sendable, Equatable {
  /// The status to answer with.
  public var status: Int
  /// One clear sentence; reaches the client (escaped where it lands in HTML).
  public var message: String
  /// Extra header fields, e.g. `Allow` for 405 or `Retry-After` for 503.
  public var headers: [String: String]

  /// Creates an error.
  public init(_ status: Int, _ message: String, headers: [String: String] = [:]) {
    self.status = status
    self.message = message
    self.headers = headers
  }
}
