import HTTPServer

extension Routes {
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
