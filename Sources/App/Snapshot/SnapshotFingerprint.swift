import Foundation
import WebDriver

/// What a page's frames are drawn from, as one SHA-256: the bytes of the page and of every resource
/// it loaded, read again from the snapshot's own server (keyed by path and query, so two servers on
/// other ports agree), with ``context(chromium:device:width:height:appearance:instants:)`` (Chromium's
/// version, the renderer's scripts and instants, the device and appearance). Two pages with the same
/// fingerprint draw the same PNGs: a Chromium draws a still page the same bytes every time (`snapshot`
/// run twice on one tree gives identical files, which `SnapshotCommandTests` checks), so a compared
/// run copies the base's frames of an unchanged page instead of drawing them again (`--render-all`
/// draws every frame). The bytes are read by the command, not by the page: a page that fetched its
/// own banner again drew some frames differently.
enum SnapshotFingerprint {
  /// Bumped when how frames are drawn changes in a way the context doesn't show.
  static let rendererVersion = 1

  /// The renderer's side of the fingerprint for one page: everything that decides its frames other
  /// than what the page loads.
  static func context(
    chromium: String, device: String, width: Double, height: Double, appearance: String, instants: [Double]
  ) -> String {
    [
      "renderer \(rendererVersion)", "chromium \(chromium)", "device \(device) \(width)x\(height)",
      "appearance \(appearance)", "instants \(instants.map { String($0) }.joined(separator: ","))",
      SnapshotScripts.settle, SnapshotScripts.commands, SnapshotScripts.freeze, SnapshotScripts.thaw,
    ].joined(separator: "\u{0}")
  }

  /// The fingerprint of the page `browser` shows, served by the server on `port`; nil when it loaded
  /// something from another origin (a remote banner) or a resource can't be read again: such a page
  /// is always drawn.
  static func take(_ browser: SnapshotBrowser, port: UInt16, context: String) async throws -> String? {
    let answer = try await browser.run(resources)
    guard answer["sameOrigin"]?.bool == true, let targets = answer["targets"]?.array?.compactMap(\.string)
    else { return nil }
    var hash = SnapshotSHA256()
    hash.update(Array(context.utf8))
    for target in targets.sorted() {
      guard let (status, body) = try? WebDriverExchange.get(target, port: port), status == 200 else {
        return nil
      }
      hash.update(Array("\u{0}\(target)\u{0}\(body.count)\u{0}".utf8))
      hash.update(body)
    }
    return hash.hex()
  }

  /// Answers `{ sameOrigin, targets }`: the path and query of the page and of every resource it
  /// loaded (Resource Timing), and whether all are of the page's origin. Reads only; fetches nothing.
  static let resources = """
    var done = arguments[arguments.length - 1];
    var urls = [location.href].concat(performance.getEntriesByType("resource").map(function (e) { return e.name; }));
    var same = urls.every(function (u) { return new URL(u).origin === location.origin; });
    var targets = urls.map(function (u) { var url = new URL(u); return url.pathname + url.search; });
    done({ sameOrigin: same, targets: targets.filter(function (t, i) { return targets.indexOf(t) === i; }) });
    """
}
