import HTTPServer

extension Routes {
  /// `GET /api/campaign-events`: the campaign edit stream (``LiveCampaigns``), one per top-level page.
  /// It stays open only for a request that accepts `text/event-stream` (what `EventSource` sends); any
  /// other request, and `once=1`, gets the first event and the end (contract tests and scripts don't hang).
  /// Any other `once` than 0 or 1 is a 400.
  static func addLiveRoutes(to router: inout Router, _ context: AppContext) {
    router.add("GET", "/api/campaign-events") { request in
      let values = request.query.filter { $0.name == "once" }.map(\.value)
      guard values.count <= 1, values.allSatisfy({ $0 == "0" || $0 == "1" }) else {
        throw HTTPError(400, "once must be given at most once, as 0 or 1.")
      }
      let follows = request.header("accept")?.contains("text/event-stream") ?? false
      return .eventStream(context.live.subscribe(once: values.first == "1" || !follows))
    }
  }
}
