import HTTPServer

/// Counts every answered request under its route pattern (`static` for files, `none` for 404s)
/// so `/metrics` labels stay bounded whatever paths clients send.
struct RequestMetrics: HTTPHandler {
  let next: any HTTPHandler
  let router: Router
  let metrics: Metrics

  func handle(_ request: Request, reply: @escaping @Sendable (Response) -> Void) {
    let route: String
    if let segments = request.pathSegments {
      switch router.match(method: request.method, segments: segments) {
      case .found(_, _, let pattern): route = pattern
      case .methodNotAllowed: route = "method_not_allowed"
      case .notFound: route = "static"
      }
    } else {
      route = "malformed"
    }
    let metrics = self.metrics
    next.handle(request) { response in
      metrics.countRequest(route: route, status: response.status)
      reply(response)
    }
  }
}
