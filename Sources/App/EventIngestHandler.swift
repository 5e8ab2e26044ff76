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
    let type = (request.header("content-type") ?? "").split(separator: ";").first?
      .trimmingCharacters(in: .whitespaces).lowercased() ?? ""
    guard type == "application/json" || type == "text/plain" else {
      throw HTTPError(415, "Send events as application/json or text/plain (what navigator.sendBeacon sends).")
    }
    guard origins.allows(request) else {
      throw HTTPError(403, "This origin may not post events; add it to --allowed-origins.")
    }
  }

  static func outcomeResponse(_ outcome: IngestOutcome) -> Response {
    Response(status: outcome.everyEventRejected ? 422 : 200, contentType: "application/json", text: outcome.json())
  }
}
