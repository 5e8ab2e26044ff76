import Campaigns
import DialogMotion
import HTTPServer

/// The `style` query parameter of `/preview`, `/compare`, `/embed` and `/campaigns/{id}.css`: a
/// variant's style as JSON text, exactly as a campaign file holds it (`"pop-grow"` or
/// `{"preset": "pop-grow", "presentDuration": 0.5}`), checked by the campaign files' own validator
/// (``StyleText``). Pages answer a refused one with a 400 that echoes nothing of it; `/api/style`
/// says why, in the validator's sentences.
enum StyleParameter {
  static func parse(_ request: Request) throws -> DialogStyle? {
    guard let text = try EmbedQuery.single(request, "style"), !text.isEmpty else { return nil }
    switch StyleText.read(text) {
    case .success(let style): return style
    case .failure:
      throw HTTPError(
        400, "style is not a style a campaign file accepts; GET /api/style?style=… says why.")
    }
  }
}
