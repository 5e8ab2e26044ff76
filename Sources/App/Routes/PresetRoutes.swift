import DialogMotion
import DialogWeb
import HTTPServer

extension Routes {
  /// `GET /api/presets`, `GET /presets/{name}.css`, `GET /dialog.css`, `GET /dialog-base.css`
  /// (the shared layout alone, for pages that add campaign CSS): generated once at start
  /// (the definitions are compiled in), compact, answered with a strong ETag (``FixedAnswer``).
  static func addPresetRoutes(to router: inout Router) {
    let presets = FixedAnswer(contentType: "application/json", text: (try? PresetsJSON.text()) ?? "[]")
    router.add("GET", "/api/presets") { request in presets.answer(request) }
    let css = "text/css; charset=utf-8"
    let allCSS = FixedAnswer(contentType: css, text: CSSRenderer.allPresetsCSS(compact: true))
    router.add("GET", "/dialog.css") { request in allCSS.answer(request) }
    let baseCSS = FixedAnswer(contentType: css, text: CSSRenderer.baseCSS(compact: true))
    router.add("GET", "/dialog-base.css") { request in baseCSS.answer(request) }
    var perPreset: [String: FixedAnswer] = [:]
    for preset in DialogDefinition.presets {
      perPreset[preset.name] = FixedAnswer(
        contentType: css, text: CSSRenderer.presetStylesheet(preset, compact: true))
    }
    let stylesheets = perPreset
    router.add("GET", "/presets/{name}.css") { request in
      guard let stylesheet = stylesheets[request.pathParameters["name"] ?? ""] else {
        throw HTTPError(404, "There is no preset with that name; GET /api/presets lists them.")
      }
      return stylesheet.answer(request)
    }
  }
}
