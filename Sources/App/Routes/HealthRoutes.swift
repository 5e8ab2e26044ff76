import HTTPServer

extension Routes {
  /// `GET /healthz`: 200 when the database answers, else 503 with the reason and `Retry-After`.
  static func addHealthRoutes(to router: inout Router, _ context: AppContext) {
    router.add("GET", "/healthz") { _ in
      if let problem = context.databaseProblem() {
        var response = JSONResponse.make(status: 503, ["status": "unavailable", "database": problem])
        response.setHeader("Retry-After", "5")
        return response
      }
      return JSONResponse.make(["status": "ok", "database": "ok"])
    }
  }
}
