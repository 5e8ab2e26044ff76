/// Sends text answers compressed when the client accepts it (`Accept-Encoding`): `br`, else `gzip`,
/// for HTML, CSS, JavaScript, JSON, CSV and SVG (``Response/isCompressible``), with
/// `Vary: Accept-Encoding` and an entity tag per encoding (`"…-br"`, `"…-gzip"`; a request's
/// `If-None-Match` with one of them matches the representation it was made from, see
/// ``ETagMatching``). A reusable answer is compressed once (``CompressedAnswers``), any other for its
/// request at a fast setting. A body that carries a secret is never compressed (BREACH).
public struct CompressingHandler: HTTPHandler {
  let next: any HTTPHandler
  /// The encoded forms of reusable answers.
  public let cache: CompressedAnswers

  public init(next: any HTTPHandler, cache: CompressedAnswers = CompressedAnswers()) {
    self.next = next
    self.cache = cache
  }

  public func handle(_ request: Request, reply: @escaping @Sendable (Response) -> Void) {
    let coding = AcceptEncoding.preferred(request.header("accept-encoding"))
    let offered = request.header("if-none-match")
    let cache = self.cache
    next.handle(request) { response in
      reply(Self.negotiated(response, coding: coding, offered: offered, cache: cache))
    }
  }

  /// `response` in the coding the client takes.
  static func negotiated(
    _ response: Response, coding: ContentCoding?, offered: String?, cache: CompressedAnswers
  )
    -> Response
  {
    if response.status == 304 {
      return response.variesByEncoding ? notModified(response, offered: offered) : response
    }
    // Not compressible (an image, an error, a small answer such as ingest's, a secret): as it is.
    guard response.isCompressible else { return response }
    if response.isReusable { return cache.answer(response, coding: coding) }
    guard let coding, let encoded = response.encoded(coding, effort: .perRequest) else {
      return response.varyingByEncoding()
    }
    return encoded
  }

  /// A 304 names the tag the client holds: the encoding's when the client offered that one.
  static func notModified(_ response: Response, offered: String?) -> Response {
    var answer = response.varyingByEncoding()
    guard let etag = response.header("ETag"), let offered else { return answer }
    let tags = offered.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    if let held = ContentCoding.allCases.map({ $0.tag(etag) }).first(where: tags.contains) {
      answer.setHeader("ETag", held)
    }
    return answer
  }
}
