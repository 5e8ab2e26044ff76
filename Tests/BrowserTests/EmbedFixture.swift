import Foundation
import TestSupport
import Testing

/// A real `dialog-preview serve` whose `/embed/*` may be framed by the page server's origin
/// (`http://127.0.0.1:P`); the page server's other origin (`http://localhost:P`) is not allowed.
final class EmbedFixture: Sendable {
  let pages: BrowserPageServer
  let server: ServerProcess

  /// With `campaigns`, the server reads its campaign files from that folder instead of the shipped ones.
  init(campaigns: URL? = nil) throws {
    pages = try BrowserPageServer(pages: [
      "/blank.html":
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>blank</title></head><body></body></html>"
    ])
    server = try ServerProcess(
      arguments: ["--frame-ancestors", pages.origin] + (campaigns.map { ["--campaigns", $0.path] } ?? []))
  }

  deinit {
    _ = server.stop()
    pages.stop()
  }

  /// `/embed/{campaign}?query` on the server.
  func embed(_ campaign: String, _ query: String = "") -> URL {
    URL(string: "\(server.baseURL.absoluteString)/embed/\(campaign)\(query.isEmpty ? "" : "?" + query)")!
  }

  /// The harness (allowed origin) framing `/embed/{campaign}?query`.
  func framed(_ campaign: String, _ query: String = "") -> URL {
    pages.messageHarness(framing: embed(campaign, query))
  }

  /// A blank page of the page server (no CSP): a place to decode screenshots in a canvas.
  var blank: URL { pages.baseURL.appendingPathComponent("blank.html") }

  /// `dialog_preview_events_total{result="accepted"}` from `/metrics` (0 before the first event).
  func acceptedEvents() async throws -> Int {
    let text = try await HTTPClient.request(server.baseURL.appendingPathComponent("metrics")).text
    for line in text.split(separator: "\n")
    where line.hasPrefix("dialog_preview_events_total{result=\"accepted\"}") {
      return Int(Double(line.split(separator: " ").last ?? "") ?? -1)
    }
    return 0
  }

  /// Waits until the accepted-events counter reaches `count` and returns it (or the last value).
  func waitForAcceptedEvents(_ count: Int, timeout: Double = 5) async throws -> Int {
    let deadline = Date().addingTimeInterval(timeout)
    var value = try await acceptedEvents()
    while value < count && Date() < deadline {
      try await Task.sleep(for: .milliseconds(50))
      value = try await acceptedEvents()
    }
    return value
  }
}

/// The embed's messages in the harness stream.
extension Browser {
  /// On the embed page itself (not framed): sends `command` to the page and, in the same task right
  /// after the page has handled it (listeners run in order), pauses every animation, so that no time
  /// passes between the phase class and the pause, however loaded the machine. Returns how many
  /// animations it paused.
  @discardableResult
  func commandAndPause(_ command: String) async throws -> Int {
    try await executeScript(
      """
      const command = arguments[0];
      window.__paused = -1;
      const listener = (e) => {
        if (!e.data || e.data.command !== command) return;
        window.removeEventListener('message', listener);
        const all = document.getAnimations(); all.forEach(a => a.pause()); window.__paused = all.length;
      };
      window.addEventListener('message', listener);
      """, .string(command))
    try await executeScript(
      "window.postMessage({type: 'dialog-preview', command: arguments[0]}, '*')", .string(command))
    return try await waitUntil("window.__paused >= 0 && window.__paused").int ?? 0
  }

  /// Phases announced from message index `index` on.
  func phases(after index: Int = 0) async throws -> [String] {
    try await messages().dropFirst(index).compactMap { message in
      message.data["event"] == "phase" ? message.data["phase"]?.string : nil
    }
  }

  /// Events logged (the `data` of `logged` messages) from message index `index` on.
  func logged(after index: Int = 0) async throws -> [ScriptValue] {
    try await messages().dropFirst(index).compactMap { message in
      message.data["event"] == "logged" ? message.data["data"] : nil
    }
  }

  /// Waits for the phase `phase` announced at message index `index` or later.
  @discardableResult
  func waitForPhase(_ phase: String, after index: Int = 0, timeout: Duration = .seconds(10)) async throws
    -> BrowserMessage
  {
    try await waitForMessage(
      "d => d.type === 'dialog-preview' && d.event === 'phase' && d.phase === '\(phase)'", after: index,
      timeout: timeout)
  }

  /// Sends a command to the framed embed.
  func command(_ name: String, t: Double? = nil) async throws {
    var data: [String: ScriptValue] = ["type": "dialog-preview", "command": .string(name)]
    if let t { data["t"] = .number(t) }
    try await postToFrame(.object(data))
  }

  /// Runs `body` inside the harness's frame, then returns to the top page.
  func inFrame<T>(_ body: () async throws -> T) async throws -> T {
    try await switchToFrame(findElement("#frame"))
    do {
      let value = try await body()
      try await switchToTopFrame()
      return value
    } catch {
      try? await switchToTopFrame()
      throw error
    }
  }

  /// The viewport rectangle (x, y, width, height) of the first element matching `selector` in the
  /// framed embed (the frame sits at the top left of the harness, so frame and top coordinates agree).
  func frameRect(_ selector: String) async throws -> (x: Double, y: Double, width: Double, height: Double) {
    let value = try await inFrame {
      try await executeScript(
        "const r = document.querySelector(arguments[0]).getBoundingClientRect(); return [r.x, r.y, r.width, r.height]",
        .string(selector))
    }
    let n = (value.array ?? []).map { $0.double ?? .nan }
    return (n[0], n[1], n[2], n[3])
  }

  /// Clicks the centre of the element matching `selector` in the framed embed.
  func tapInFrame(_ selector: String) async throws {
    let r = try await frameRect(selector)
    try await click(x: r.x + r.width / 2, y: r.y + r.height / 2)
  }
}

/// A campaign folder with one campaign whose variants override every overridable value (durations,
/// curve, overlay alpha, starting scale; half-screen-slide takes the overlay alpha only), for
/// measurements beyond the shipped campaigns.
enum OverrideLab {
  static let campaign = "override-lab"

  static let folder: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "override-lab-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try! Data(json.utf8).write(to: folder.appendingPathComponent("\(campaign).json"))
    return folder
  }()

  static let json = """
    {
      "id": "override-lab",
      "title": "Override lab",
      "banner": "banners/summer-sale.png",
      "actionURL": "https://example.com/lab",
      "variants": [
        { "id": "A", "style": { "preset": "pop-grow", "fromScale": 0.5, "presentDuration": 0.4,
          "dismissDuration": 0.3, "overlayAlpha": 0.35, "curve": { "bezier": [0.2, 0.8, 0.3, 1] } } },
        { "id": "B", "style": { "preset": "spring-from-source", "fromScale": 0.3, "presentDuration": 0.8,
          "overlayAlpha": 0.45, "curve": { "spring": { "damping": 0.5, "velocity": 0.2 } } } },
        { "id": "C", "style": { "preset": "half-screen-slide", "overlayAlpha": 0.8 } }
      ]
    }
    """
}
