/// The browser's console log, as chromedriver keeps it (`goog:loggingPrefs` `{"browser": "ALL"}`, set
/// by `BrowserOptions`): every entry since the last read, from every page and frame, including what
/// happened during a page's load, which a `securitypolicyviolation` listener added afterwards misses.
extension Browser {
  /// One console entry.
  public struct LogEntry: Sendable, Hashable, CustomStringConvertible {
    /// `SEVERE`, `WARNING`, `INFO`, …
    public let level: String
    /// The text, prefixed by Chromium with the source URL and position.
    public let message: String
    public var description: String { "\(level): \(message)" }
  }

  /// The console entries since the last read (reading empties chromedriver's buffer):
  /// chromedriver's `POST /session/{id}/se/log` with `{"type": "browser"}`.
  public func browserLog() async throws -> [LogEntry] {
    let value = try await command("POST", "/se/log", ["type": "browser"])
    return (value.array ?? []).map {
      LogEntry(level: $0["level"]?.string ?? "", message: $0["message"]?.string ?? "")
    }
  }

  /// The Content Security Policy violations among the console entries since the last read
  /// ("Refused to load the script … because it violates the following Content Security Policy …").
  public func cspViolations() async throws -> [LogEntry] {
    try await browserLog().filter { $0.message.contains("Content Security Policy") }
  }
}
