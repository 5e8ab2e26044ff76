import Analytics
import HTTPServer

extension Routes {
  /// `POST /api/events` (and its CORS preflight) and `GET /metrics`.
  static func addEventRoutes(to router: inout Router, _ context: AppContext) {
    let origins = OriginPolicy(allowed: Set(context.configuration.allowedOrigins))
    let decoder = EventDecoder(catalog: ClosureVariantCatalog { context.variantIDs($0) })
    router.add(
      "POST", "/api/events",
      EventIngestHandler(
        pipeline: context.events, decoder: decoder, origins: origins, metrics: context.metrics,
        rateLimiter: context.configuration.rateLimit > 0
          ? RateLimiter(rate: context.configuration.rateLimit) : nil,
        trustProxy: context.configuration.trustProxy, errors: router.errors))
    router.add("OPTIONS", "/api/events") { request in try origins.preflight(request) }
    router.add("GET", "/metrics") { _ in
      Response(
        contentType: "text/plain; version=0.0.4; charset=utf-8",
        text: context.metrics.text(queueDepth: context.events.queueDepth()))
    }
  }
}
