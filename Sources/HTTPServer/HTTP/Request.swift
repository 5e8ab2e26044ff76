/// One HTTP request as plain values: what a handler sees, never a C type.
public struct Request: Sendable {
  /// Upper-case method, e.g. `GET`.
  public var method: String
  /// The path as sent, percent-encoded, without the query (e.g. `/embed/summer-sale`).
  public var rawPath: String
  /// Query arguments in order, percent-decoded (`+` is a space).
  public var query: [(name: String, value: String)]
  /// Header fields with lower-cased names; repeated fields keep every value in order.
  public var headers: [(name: String, value: String)]
  /// The request body (empty when none was sent).
  public var body: [UInt8]
  /// The peer's address as text (from the socket).
  public var clientAddress: String
  /// Parameters the router matched in the path (`{id}` segments), percent-decoded.
  public var pathParameters: [String: String] = [:]

  /// Creates a request; tests use it to call handlers in process.
  public init(
    method: String, rawPath: String, query: [(name: String, value: String)] = [],
    headers: [(name: String, value: String)] = [], body: [UInt8] = [], clientAddress: String = "127.0.0.1"
  ) {
    self.init(
      method: method, rawPath: rawPath, query: query,
      lowercasedHeaders: headers.map { (HeaderName.lowercased($0.name), $0.value) }, body: body,
      clientAddress: clientAddress)
  }

  /// Creates a request from header fields whose names are already lower-cased (the server's path).
  init(
    method: String, rawPath: String, query: [(name: String, value: String)],
    lowercasedHeaders: [(name: String, value: String)], body: [UInt8] = [], clientAddress: String
  ) {
    self.method = method
    self.rawPath = rawPath
    self.query = query
    self.headers = lowercasedHeaders
    self.body = body
    self.clientAddress = clientAddress
  }

  /// The first value of a header field (case-insensitive name).
  public func header(_ name: String) -> String? {
    headers.first { HeaderName.equal($0.name, name) }?.value
  }

  /// The first value of a query argument.
  public func queryValue(_ name: String) -> String? {
    query.first { $0.name == name }?.value
  }

  /// The decoded path segments, or nil when the path can't be decoded safely
  /// (bad escapes, NUL bytes, encoded slashes or backslashes).
  public var pathSegments: [String]? { PathDecoding.segments(of: rawPath) }
}
