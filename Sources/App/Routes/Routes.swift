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

  /// How long a browser may keep the site's icon without asking again: a day (the file also has an
  /// `ETag`, so after that a check costs a 304).
  static let iconCacheControl = "public, max-age=86400"

  /// `GET /favicon.svg` (the `<link rel="icon">` of every page) and `GET /favicon.ico` (what a
  /// browser asks for on its own, e.g. for an embed opened alone): the public folder's files, kept by
  /// the browser for a day instead of revalidated on every page like the other public files.
  static func addIconRoutes(to router: inout Router, staticFiles: StaticFiles) {
    for path in ["/favicon.svg", "/favicon.ico"] {
      router.add("GET", path) { request in
        var response = try staticFiles.respond(request)
        response.setHeader("Cache-Control", iconCacheControl)
        return response
      }
    }
  }
}
