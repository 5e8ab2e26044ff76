import HTTPServer

/// The route table of the contract, assembled from one file per area.
enum Routes {
  /// The app's router: every route, then the files of `publicDirectory`; errors rendered by
  /// ``ErrorResponses/renderer`` everywhere. Throws when the public folder does not exist.
  static func router(_ context: AppContext, publicDirectory: String) throws -> Router {
    router(context, staticFiles: try staticFiles(publicDirectory))
  }

  /// The static files of `directory`, refusing with the app's error pages.
  static func staticFiles(_ directory: String) throws -> StaticFiles {
    try StaticFiles(directory: directory, errors: ErrorResponses.renderer)
  }

  /// The app's router with `staticFiles` as its fallback.
  static func router(_ context: AppContext, staticFiles: StaticFiles) -> Router {
    var router = Router(errors: ErrorResponses.renderer)
    router.fallback = staticFiles
    addHealthRoutes(to: &router, context)
    addPresetRoutes(to: &router)
    addEventRoutes(to: &router, context)
    addCampaignRoutes(to: &router, context)
    addEmbedRoutes(to: &router, context)
    addReportRoutes(to: &router, context)
    addPageRoutes(to: &router, context)
    addCompareRoutes(to: &router, context)
    addOpenAPIRoutes(to: &router)
    addLiveRoutes(to: &router, context)
    addIconRoutes(to: &router, staticFiles: staticFiles)
    return router
  }
}
