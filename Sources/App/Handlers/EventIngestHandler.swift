import Analytics
import DialogMotion
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
  /// Renders refusals (JSON under `/api/*`).
  let errors: ErrorRenderer

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
          socket: request.clientAddress, forwardedFor: request.header("x-forwarded-for"),
          trustProxy: trustProxy)
        if let wait = rateLimiter.take(decoded.count, for: client) {
          throw HTTPError(
            429,
            "Too many events from this address; the limit is \(NumberText.shortest(rateLimiter.rate)) per second.",
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
            errors.response(
              for: HTTPError(
                503, "The events were not stored: \(error.message) Retry later.",
                headers: ["Retry-After": "2"]),
              request: request))
        }
      }
      guard submitted else {
        throw HTTPError(
          503, "The server is overloaded; nothing was stored. Retry later.", headers: ["Retry-After": "1"])
      }
    } catch {
      answer(errors.response(for: error, request: request))
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
    var header = header
    return header.withUTF8 { bytes in
      // Over the contiguous bytes: the generic `prefix`/`zip` over `String.UTF8View` was about a
      // thousand instructions per event.
      var end = bytes.firstIndex(of: UInt8(ascii: ";")) ?? bytes.count
      var start = 0
      let blank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
      while start < end, blank(bytes[start]) { start += 1 }
      while end > start, blank(bytes[end - 1]) { end -= 1 }
      let type = UnsafeBufferPointer(rebasing: bytes[start..<end])
      return equalIgnoringASCIICase(type, "application/json") || equalIgnoringASCIICase(type, "text/plain")
    }
  }

  /// Whether `bytes` spell `lowercase` in any ASCII case.
  private static func equalIgnoringASCIICase(_ bytes: UnsafeBufferPointer<UInt8>, _ lowercase: StaticString)
    -> Bool
  {
    guard bytes.count == lowercase.utf8CodeUnitCount else { return false }
    let expected = lowercase.utf8Start
    for index in 0..<bytes.count {
      let byte = bytes[index]
      let folded = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
      if folded != expected[index] { return false }
    }
    return true
  }

  static func outcomeResponse(_ outcome: IngestOutcome) -> Response {
    if outcome.rejected.isEmpty && outcome.accepted + outcome.duplicates == 1 {
      return outcome.accepted == 1 ? oneAccepted : oneDuplicate
    }
    return rendered(outcome)
  }

  static func rendered(_ outcome: IngestOutcome) -> Response {
    Response(
      status: outcome.everyEventRejected ? 422 : 200, contentType: "application/json", text: outcome.json())
  }

  /// The answers to a single event, stored or a duplicate, rendered once and marked reusable: the same
  /// body buffer every time, so the HTTP layer queues one prepared libmicrohttpd response instead of
  /// copying the body and every header per request (the common case of single-event ingest).
  static let oneAccepted = reusable(IngestOutcome(accepted: 1, duplicates: 0, rejected: []))
  static let oneDuplicate = reusable(IngestOutcome(accepted: 0, duplicates: 1, rejected: []))

  private static func reusable(_ outcome: IngestOutcome) -> Response {
    var response = rendered(outcome)
    // Every ingest answer varies by Origin (see `OriginPolicy.corsHeaders`); set here, the per-request
    // `setHeader` finds it already there and leaves the shared header array uncopied.
    response.setHeader("Vary", "Origin")
    response.isReusable = true
    return response
  }
}
