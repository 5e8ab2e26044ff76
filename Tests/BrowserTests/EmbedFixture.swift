import Foundation
import TestSupport
import Testing

/// A real `dialog-preview serve` whose `/embed/*` may be framed by the page server's origin
/// (`http://127.0.0.1:P`); the page server's other origin (`http://localhost:P`) is not allowed.
final class EmbedFixture: Sendable {
  let pages: BrowserPageServer
  let server: ServerProcess

  init() throws {
    pages = try BrowserPageServer(pages: [
      "/blank.html": "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>blank</title></head><body></body></html>"
    ])
    server = try ServerProcess(arguments: ["--frame-ancestors", pages.origin])
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
    for line in text.split(separator: "\n") where line.hasPrefix("dialog_preview_events_total{result=\"accepted\"}") {
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
