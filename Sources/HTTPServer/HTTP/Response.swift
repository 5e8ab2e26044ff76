import Glibc

/// One HTTP response as plain values.
public struct Response: Sendable {
  /// The status code, e.g. 200.
  public var status: Int
  /// Header fields in order; names as they should be sent.
  public var headers: [(name: String, value: String)]
  /// The body bytes (for `HEAD` the server sends the headers only).
  public var body: [UInt8]
  /// Set by a handler answering the same body array (a cached page) request after request: the server
  /// then keeps the prepared libmicrohttpd response and queues it again while the body buffer and the
  /// headers are the same, instead of copying both for every request.
  public var isReusable = false
  /// Set when the body carries a secret (the report token in a report page's links and form): such a
  /// body is never compressed, so that text reflected from the request can't be used to guess the
  /// secret from the compressed length (BREACH).
  public var carriesSecret = false
  /// The media type of the representation an answer without one of its own stands for: a
  /// `304 Not Modified` has no body and no `Content-Type`, yet stands for its 200 (``notModified()``
  /// keeps the 200's type here). Read it through ``resourceType``.
  public var representedType: String?
  /// Set by ``eventStream(_:)``: the body is what is sent on this stream, for as long as it is open.
  public var stream: EventStream?

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
    headers.first { HeaderName.equal($0.name, name) }?.value
  }

  /// The media type of the resource this answer stands for: its `Content-Type`, else (a 304) the type
  /// of the 200 it stands for. What depends on the kind of resource, such as the security headers, is
  /// decided by this, never by the body at hand, which a 304 or an answer to `HEAD` doesn't send.
  public var resourceType: String? { header("Content-Type") ?? representedType }

  /// Sets a header field, replacing any with the same name.
  ///
  /// Setting a field that is already there once with the same value changes nothing, so a prepared
  /// response that already has it isn't copied. The first field added to a shared header array reserves
  /// room for a few more (the middleware adds several per response), so they cost one copy, not one each.
  public mutating func setHeader(_ name: String, _ value: String) {
    var matches = 0
    var sameValue = false
    for header in headers where HeaderName.equal(header.name, name) {
      matches += 1
      sameValue = header.value == value
    }
    if matches == 1 && sameValue { return }
    if matches > 0 { headers.removeAll { HeaderName.equal($0.name, name) } }
    if headers.count == headers.capacity { headers.reserveCapacity(headers.count + 8) }
    headers.append((name, value))
  }

  /// Adds a header field unless one with the same name is already set.
  public mutating func addHeaderIfAbsent(_ name: String, _ value: String) {
    if header(name) == nil { headers.append((name, value)) }
  }

  /// Whether `other` is the same reusable answer: the same status, body buffer and length, equal
  /// headers and the same ``representedType``. Whoever keeps a response to compare with must keep it
  /// whole, so its body buffer can't be freed and reused for other bytes meanwhile.
  public func isSameAnswer(as other: Response) -> Bool {
    guard status == other.status, body.count == other.body.count, headers.count == other.headers.count,
      representedType == other.representedType
    else {
      return false
    }
    let sameBuffer = body.withUnsafeBufferPointer { a in
      other.body.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
    }
    return sameBuffer && zip(headers, other.headers).allSatisfy { $0.name == $1.name && $0.value == $1.value }
  }

  /// The body as UTF-8 text (for tests and logs).
  public var bodyText: String { String(decoding: body, as: UTF8.self) }
}
