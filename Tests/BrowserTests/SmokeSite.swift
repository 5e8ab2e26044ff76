import Foundation
import TestSupport

/// A temporary `--public` folder with a page, its stylesheet and its script (external files: the
/// server's CSP allows no inline code), served by a real `dialog-preview serve`. Removed on deinit.
final class SmokeSite: Sendable {
  let folder: URL
  let server: ServerProcess
  var page: URL { server.baseURL.appendingPathComponent("smoke.html") }

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("smoke-site-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in Self.files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
    try BrowserMessageHarness.install(in: folder)
    // No campaigns: the shipped ones' banners are not in this public folder, which serve refuses.
    let campaigns = folder.appendingPathComponent("campaigns")
    try FileManager.default.createDirectory(at: campaigns, withIntermediateDirectories: true)
    server = try ServerProcess(arguments: ["--public", folder.path, "--campaigns", campaigns.path])
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  static let files = [
    "smoke.html": """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8"><title>Smoke page</title>
    <link rel="stylesheet" href="smoke.css"><script src="smoke.js" defer></script></head>
    <body><div id="card">card</div><button id="button" type="button">Tap</button>
    <input id="name" aria-label="name"><p id="log"></p></body></html>
    """,
    "smoke.css": """
    #card { width: 120px; height: 80px; background: rgb(10, 20, 30); opacity: 0; }
    #card.fading { animation: fade-in 1000ms linear forwards; }
    @keyframes fade-in { from { opacity: 0; } to { opacity: 1; } }
    """,
    "smoke.js": """
    "use strict";
    window.__clicks = 0;
    window.__keys = [];
    document.getElementById("button").addEventListener("click", () => {
      window.__clicks += 1;
      document.getElementById("log").textContent = "clicked " + window.__clicks;
    });
    document.addEventListener("keydown", (event) => { window.__keys.push(event.key); });
    """,
  ]

  /// Pages for `BrowserPageServer`: a child that greets its parent and answers `ping` with `pong`.
  static let framedPages = [
    "/child.html": """
    <!doctype html><html lang="en"><head><meta charset="utf-8"><title>Child page</title>
    <script src="/child.js" defer></script></head><body>child</body></html>
    """,
    "/child.js": """
    "use strict";
    window.addEventListener("message", (event) => {
      if (event.data && event.data.type === "ping") { parent.postMessage({ type: "pong" }, "*"); }
    });
    parent.postMessage({ type: "hello", title: document.title }, "*");
    """,
  ]
}
