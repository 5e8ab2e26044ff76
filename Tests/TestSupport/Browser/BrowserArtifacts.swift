import Foundation
import Testing

/// Where failing browser tests leave their screenshots: `test-artifacts/<name>.png` at the repository root.
public enum BrowserArtifacts {
  /// `test-artifacts/` at the repository root (git-ignored).
  public static var directory: URL { ServerProcess.repositoryRoot.appendingPathComponent("test-artifacts") }

  /// The screenshot file for a test name; characters other than letters, digits, `.`, `-`, `_` become `_`.
  public static func screenshotURL(for name: String) -> URL {
    let safe = String(
      name.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "_" })
    return directory.appendingPathComponent(safe + ".png")
  }

  /// The running Swift Testing test as `Suite.test` (`SmokeTests.clickRunsHandler`), or `browser`.
  /// Cases of a parameterized test share it: pass them a name of their own.
  public static var currentTestName: String {
    guard let test = Test.current else { return "browser" }
    let components = test.id.nameComponents.map { $0.replacingOccurrences(of: "()", with: "") }
    return components.map { $0.split(separator: "(").first.map(String.init) ?? $0 }.joined(separator: ".")
  }

  /// The path relative to the repository root, for messages.
  public static func relativePath(_ url: URL) -> String {
    let root = ServerProcess.repositoryRoot.path + "/"
    return url.path.hasPrefix(root) ? String(url.path.dropFirst(root.count)) : url.path
  }
}

extension Browser {
  /// Saves a screenshot of the current page to `BrowserArtifacts.screenshotURL(for: name)` and
  /// returns a sentence for the failure: where it is, or why there is none. Never throws.
  public func saveFailureScreenshot(named name: String) async -> String {
    let url = BrowserArtifacts.screenshotURL(for: name)
    do {
      try? await switchToTopFrame()
      let png = try await screenshot()
      try FileManager.default.createDirectory(
        at: BrowserArtifacts.directory, withIntermediateDirectories: true)
      try png.write(to: url)
      return "Screenshot: \(BrowserArtifacts.relativePath(url))"
    } catch {
      return "No screenshot could be saved to \(BrowserArtifacts.relativePath(url)): \(error)"
    }
  }
}
