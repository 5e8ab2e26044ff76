import HTTPServer

/// The route table of the contract, assembled from one file per area.
enum Routes {
  static func router(_ context: AppContext, staticFiles: StaticFiles) -> Router {
    var router = Router()
    router.fallback = staticFiles
    addHealthRoutes(to: &router, context)
    addPresetRoutes(to: &router)
    addEventRoutes(to: &router, context)
    addCampaignRoutes(to: &router, context)
    addEmbedRoutes(to: &router, context)
    addReportRoutes(to: &router, context)
    addPageRoutes(to: &router, context)
    addOpenAPIRoutes(to: &router)
    return router
  }
}
