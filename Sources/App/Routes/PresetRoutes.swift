import DialogMotion
import DialogWeb
import HTTPServer

extension Routes {
  /// `GET /api/presets`, `GET /presets/{name}.css`, `GET /dialog.css`, `GET /dialog-base.css`
  /// (the shared layout alone, for pages that add campaign CSS): generated once at start
  /// (the definitions are compiled in), answered with a strong ETag.
  static func addPresetRoutes(to router: inout Router) {
    let presetsJSON = (try? PresetsJSON.text()) ?? "[]"
    router.add("GET", "/api/presets") { request in
      ETagMatching.conditional(Response(contentType: "application/json", text: presetsJSON), request: request)
    }
    let allCSS = CSSRenderer.allPresetsCSS()
    router.add("GET", "/dialog.css") { request in
      ETagMatching.conditional(
        Response(contentType: "text/css; charset=utf-8", text: allCSS), request: request)
    }
    let baseCSS = CSSRenderer.baseCSS()
    router.add("GET", "/dialog-base.css") { request in
      ETagMatching.conditional(
        Response(contentType: "text/css; charset=utf-8", text: baseCSS), request: request)
    }
    var perPreset: [String: String] = [:]
    for preset in DialogDefinition.presets { perPreset[preset.name] = CSSRenderer.presetStylesheet(preset) }
    let stylesheets = perPreset
    router.add("GET", "/presets/{name}.css") { request in
      let name = request.pathParameters["name"] ?? ""
      guard let css = stylesheets[name] else {
        throw HTTPError(404, "There is no preset with that name; GET /api/presets lists them.")
      }
      return ETagMatching.conditional(
        Response(contentType: "text/css; charset=utf-8", text: css), request: request)
    }
  }
}
