import Foundation

/// A parent page that frames one URL and records every `message` event it receives into
/// `window.__messages` (`{data, origin, fromFrame, time}`), to watch what an embedded page posts to
/// its parent; `window.__frameLoads` counts the frame's loads. Its script is a separate file, so it
/// runs under `script-src 'self'`. Listening starts before the frame loads: no early message is lost.
///
/// Query parameters: `src` (the URL to frame, absolute or relative), `width` and `height` (CSS
/// lengths for the frame, default the whole viewport). `BrowserPageServer` serves it at
/// `/message-harness.html`; `install(in:)` puts it in a `--public` folder for same-origin framing.
public enum BrowserMessageHarness {
  /// The page's file name.
  public static let page = "message-harness.html"
  /// The script's file name.
  public static let script = "message-harness.js"

  /// The harness at `base` (where the two files are served) framing `target`.
  public static func url(servedAt base: URL, framing target: URL, width: String? = nil, height: String? = nil)
    -> URL
  {
    var components = URLComponents(url: base.appendingPathComponent(page), resolvingAgainstBaseURL: false)!
    components.queryItems =
      [URLQueryItem(name: "src", value: target.absoluteString)]
      + [
        width.map { URLQueryItem(name: "width", value: $0) },
        height.map { URLQueryItem(name: "height", value: $0) },
      ]
      .compactMap { $0 }
    return components.url!
  }

  /// Writes the page and its script into `directory`.
  public static func install(in directory: URL) throws {
    for (name, text) in files {
      try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }
  }

  /// The two files by name.
  public static let files: [String: String] = [page: pageText, script: scriptText]

  static let pageText = """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8"><title>message harness</title>
    <script src="\(script)" defer></script></head>
    <body><iframe id="frame" title="embedded page"></iframe></body></html>

    """

  static let scriptText = """
    // Frames ?src= and records every message posted to this window into window.__messages.
    "use strict";
    (() => {
      const params = new URLSearchParams(location.search);
      const frame = document.getElementById("frame");
      window.__messages = [];
      window.__frameLoads = 0;
      window.addEventListener("message", (event) => {
        window.__messages.push({
          data: event.data, origin: event.origin,
          fromFrame: event.source === frame.contentWindow, time: performance.now(),
        });
      });
      frame.addEventListener("load", () => { window.__frameLoads += 1; });
      document.body.style.margin = "0";
      Object.assign(frame.style, {
        border: "0", display: "block",
        width: params.get("width") || "100vw", height: params.get("height") || "100vh",
      });
      frame.src = params.get("src") || "about:blank";
    })();

    """
}
