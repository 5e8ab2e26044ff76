import Foundation
import HTTPServer

extension Routes {
  /// `GET /openapi.json`: the repository's `openapi.json`, read once at start from the current
  /// directory (the repository root, where `serve` runs and where `Public/` and
  /// `Resources/Campaigns` are found by default too). Missing, it answers a JSON 404 naming the file.
  static func addOpenAPIRoutes(to router: inout Router, path: String = OpenAPIDocument.defaultPath) {
    let document = OpenAPIDocument.load(path: path)
    router.add("GET", "/openapi.json") { request in
      guard let document else {
        throw HTTPError(404, "openapi.json was not found in the server's working directory.")
      }
      return ETagMatching.conditional(
        Response(contentType: "application/json", text: document), request: request)
    }
  }
}
