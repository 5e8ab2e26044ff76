import HTTPServer

/// Everything a route needs, built once at start.
struct AppContext: Sendable {
  let configuration: ServeConfiguration
  /// nil when the database answers, else one sentence saying why not.
  let databaseProblem: @Sendable () -> String?
}

/// The route table of the contract.
enum Routes {
  static func router(_ context: AppContext, staticFiles: StaticFiles) -> Router {
    var router = Router()
    router.fallback = staticFiles
    router.add("GET", "/healthz") { _ in
      if let problem = context.databaseProblem() {
        var response = JSONResponse.make(status: 503, ["status": "unavailable", "database": problem])
        response.setHeader("Retry-After", "5")
        return response
      }
      return JSONResponse.make(["status": "ok", "database": "ok"])
    }
    return router
  }
}
