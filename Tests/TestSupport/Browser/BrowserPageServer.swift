import Foundation
import HTTPServer
import Synchronization

/// A plain in-process HTTP server for test pages, with no CSP and no framing rules: a page of
/// another origin that embeds the app (as a CMS page would), or a parent for the message harness.
/// Serves `pages` by path (content type from the extension) plus the message harness; 404 otherwise.
///
/// ```swift
/// let pages = try BrowserPageServer()
/// let app = try ServerProcess(arguments: ["--frame-ancestors", pages.origin])
/// try await browser.navigate(to: pages.messageHarness(framing: app.baseURL.appendingPathComponent("embed/x")))
/// ```
public final class BrowserPageServer: Sendable {
  /// The running server (127.0.0.1, a free port).
  public let server: HTTPServer
  private let stopped = Mutex(false)

  /// `http://127.0.0.1:port`.
  public var baseURL: URL { URL(string: origin)! }
  /// The origin of the pages, for `--frame-ancestors`.
  public var origin: String { "http://127.0.0.1:\(server.port)" }
  /// The same server under another origin (`http://localhost:port`): a cross-origin frame for free.
  public var otherOriginBaseURL: URL { URL(string: "http://localhost:\(server.port)")! }

  /// Starts serving `pages` (path → text, e.g. `"/cms.html": "<!doctype html>…"`) and the harness.
  public init(pages: [String: String] = [:]) throws {
    var all = pages
    for (name, text) in BrowserMessageHarness.files { all["/" + name] = text }
    let served = all
    var configuration = ServerConfiguration()
    configuration.port = 0
    configuration.drainTimeout = 1
    server = try HTTPServer(
      configuration: configuration,
      handler: SyncHandler { request in
        guard let text = served[request.rawPath] else { throw HTTPError(404, "No test page here.") }
        return Response(status: 200, contentType: Self.contentType(of: request.rawPath), text: text)
      })
  }

  /// The message harness served here, framing `target`.
  public func messageHarness(framing target: URL, width: String? = nil, height: String? = nil) -> URL {
    BrowserMessageHarness.url(servedAt: baseURL, framing: target, width: width, height: height)
  }

  /// Stops serving. Idempotent.
  public func stop() {
    let wasStopped = stopped.withLock { flag in
      defer { flag = true }
      return flag
    }
    guard !wasStopped else { return }
    server.stop()
  }

  deinit { stop() }

  static func contentType(of path: String) -> String {
    switch path.split(separator: ".").last {
    case "html": "text/html; charset=utf-8"
    case "js": "text/javascript; charset=utf-8"
    case "css": "text/css; charset=utf-8"
    case "json": "application/json"
    default: "text/plain; charset=utf-8"
    }
  }
}
