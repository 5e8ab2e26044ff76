/// One HTTP response as plain values.
public struct Response: Sendable {
  /// The status code, e.g. 200.
  public var status: Int
  /// Header fields in order; names as they should be sent.
  public var headers: [(name: String, value: String)]
  /// The body bytes (for `HEAD` the server sends the headers only).
  public var body: [UInt8]

  /// Creates a response.
  public init(status: Int = 200, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A response with a UTF-8 text body of the given media type.
  public init(status: Int = 200, contentType: String, text: String) {
    self.init(status: status, headers: [("Content-Type", contentType)], body: Array(text.utf8))
  }

  /// The first value of a header field (case-insensitive name).
  public func header(_ name: String) -> String? {
    let lower = name.lowercased()
    return headers.first { $0.name.lowercased() == lower }?.value
  }

  /// Sets a header field, replacing any with the same name.
  public mutating func setHeader(_ name: String, _ value: String) {
    let lower = name.lowercased()
    headers.removeAll { $0.name.lowercased() == lower }
    headers.append((name, value))
  }

  /// Adds a header field unless one with the same name is already set.
  public mutating func addHeaderIfAbsent(_ name: String, _ value: String) {
    if header(name) == nil { headers.append((name, value)) }
  }

  /// The body as UTF-8 text (for tests and logs).
  public var bodyText: String { String(decoding: body, as: UTF8.self) }
}
