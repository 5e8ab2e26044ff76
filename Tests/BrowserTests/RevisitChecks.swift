import Foundation
import TestSupport
import Testing

/// Runs one step of a flow, naming it in the error it throws (which load of a page failed).
func step(_ name: String, _ body: () async throws -> Void) async throws {
  do { try await body() } catch { throw TestFailure("\(name): \(error)") }
}

/// What every revisit test checks after each step: the dialogs present, and the browser's console holds
/// no Content Security Policy violation (a page run under the wrong policy shows both: `embed.js` is
/// refused, so the phase stays `dismissed`, and the refusal is logged).
extension Browser {
  /// The JavaScript test that the document of the current frame is the embed at its final address
  /// (`href` when given: not the page a frame is leaving) and in `phase`.
  static func embedIs(_ phase: String, document: String = "document", href: String? = nil) -> String {
    "(d => !!d && d.readyState === 'complete' && d.documentElement.dataset.phase === '\(phase)'"
      + (href.map { " && d.location.href === \($0)" } ?? "") + ")(\(document))"
  }

  /// Waits until the embed page of the current frame is presented.
  func waitForPresented(timeout: Duration = .seconds(10)) async throws {
    try await waitUntil(Self.embedIs("presented"), timeout: timeout)
  }

  /// Waits (up to 15 s) until every `<iframe>` matching `selector` on the current page holds an embed
  /// in one of `phases` (scrolled into view one by one, since thumbnails load lazily); returns how many.
  @discardableResult
  func waitForFrames(_ selector: String, in phases: [String] = ["presented"]) async throws -> Int {
    let list = phases.map { "'\($0)'" }.joined(separator: ", ")
    let count = try await waitUntil(
      """
      (() => { const frames = [...document.querySelectorAll(arguments[0])];
        const pending = frames.find(f => { const d = f.contentDocument;
          return !(d && d.readyState === 'complete' && [\(list)].includes(d.documentElement.dataset.phase)); });
        if (pending) { pending.scrollIntoView(); return false; }
        return frames.length; })()
      """, timeout: .seconds(15), .string(selector))
    return count.int ?? 0
  }

  /// Records an issue for every CSP violation the console logged since the last read; `step` names
  /// where in the flow.
  func expectNoCSPViolations(_ step: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    let violations = try await cspViolations()
    #expect(violations.isEmpty, "\(step): \(violations)", sourceLocation: sourceLocation)
  }
}
