import Analytics
import Foundation
import HTTPServer

/// `POST /api/events`: media type and origin checks, decoding with per-event reasons, then the
/// answer only after the accepted events are committed (the connection is suspended meanwhile).
struct EventIngestHandler: HTTPHandler {
  let pipeline: EventPipeline
  let decoder: EventDecoder
  let origins: OriginPolicy
  let metrics: Metrics
  /// nil without `--rate-limit`.
  let rateLimiter: RateLimiter?
  let trustProxy: Bool

  func handle(_ request: Request, reply: @escaping @Sendable (Response) -> Void) {
    let cors = origins.corsHeaders(for: request)
    let answer: @Sendable (Response) -> Void = { response in
      var response = response
      for (name, value) in cors { response.setHeader(name, value) }
      reply(response)
    }
    do {
      try check(request)
      let decoded: DecodedEvents
      do {
        decoded = try decoder.decode(request.body)
      } catch {
        throw HTTPError(400, error.message)
      }
      if let rateLimiter {
        let client = ClientAddress.resolve(
          socket: request.clientAddress, forwardedFor: request.header("x-forwarded-for"), trustProxy: trustProxy)
        if let wait = rateLimiter.take(decoded.count, for: client) {
          throw HTTPError(
            429, "Too many events from this address; the limit is \(NumberText.plain(rateLimiter.rate)) per second.",
            headers: ["Retry-After": String(max(1, Int(wait.rounded(.up))))])
        }
      }
      metrics.countEvents(rejected: decoded.rejected.count)
      guard !decoded.events.isEmpty else {
        answer(Self.outcomeResponse(IngestOutcome(decoded: decoded, write: nil)))
        return
      }
      let metrics = self.metrics
      let submitted = pipeline.submit(decoded.events) { result in
        switch result {
        case .success(let write):
          metrics.countEvents(accepted: write.accepted, duplicates: write.duplicates)
          answer(Self.outcomeResponse(IngestOutcome(decoded: decoded, write: write)))
        case .failure(let error):
          answer(
            ErrorRendering.response(
              for: HTTPError(503, "The events were not stored: \(error.message) Retry later.", headers: ["Retry-After": "2"]),
              request: request))
        }
      }
      guard submitted else {
        throw HTTPError(503, "The server is overloaded; nothing was stored. Retry later.", headers: ["Retry-After": "1"])
      }
    } catch {
      answer(ErrorRendering.response(for: error, request: request))
    }
  }

  /// 415 for other media types, 403 for an origin that may not post.
  func check(_ request: Request) throws {
    guard Self.acceptsMediaType(request.header("content-type") ?? "") else {
      throw HTTPError(415, "Send events as application/json or text/plain (what navigator.sendBeacon sends).")
    }
    guard origins.allows(request) else {
      throw HTTPError(403, "This origin may not post events; add it to --allowed-origins.")
    }
  }

  /// Whether the media type (before any `;parameters`, spaces and tabs around it ignored, any case) is
  /// `application/json` or `text/plain`. Byte by byte: Foundation's trimming was visible in the profile.
  static func acceptsMediaType(_ header: String) -> Bool {
    var bytes = header.utf8.prefix { $0 != UInt8(ascii: ";") }[...]
    let blank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    while let first = bytes.first, blank(first) { bytes = bytes.dropFirst() }
    while let last = bytes.last, blank(last) { bytes = bytes.dropLast() }
    return ["application/json", "text/plain"].contains { type in
      type.utf8.count == bytes.count
        && zip(type.utf8, bytes).allSatisfy { $0 == ($1 >= UInt8(ascii: "A") && $1 <= UInt8(ascii: "Z") ? $1 | 0x20 : $1) }
    }
  }

  static func outcomeResponse(_ outcome: IngestOutcome) -> Response {
    if outcome.rejected.isEmpty && outcome.accepted + outcome.duplicates == 1 {
      return outcome.accepted == 1 ? oneAccepted : oneDuplicate
    }
    return rendered(outcome)
  }

  static func rendered(_ outcome: IngestOutcome) -> Response {
    Response(status: outcome.everyEventRejected ? 422 : 200, contentType: "application/json", text: outcome.json())
  }

  /// The answers to a single event, stored or a duplicate, rendered once and marked reusable: the same
  /// body buffer every time, so the HTTP layer queues one prepared libmicrohttpd response instead of
  /// copying the body and every header per request (the common case of single-event ingest).
  static let oneAccepted = reusable(IngestOutcome(accepted: 1, duplicates: 0, rejected: []))
  static let oneDuplicate = reusable(IngestOutcome(accepted: 0, duplicates: 1, rejected: []))

  private static func reusable(_ outcome: IngestOutcome) -> Response {
    var response = rendered(outcome)
    response.isReusable = true
    return response
  }
}
