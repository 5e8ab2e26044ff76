import Foundation

/// Moving through the session history as a visitor does: reload, back, forward. Each returns once the
/// page it lands on fired its load event (bounded by `options.pageLoadTimeout`); a page restored from
/// the back/forward cache fires none, and returns at once.
extension Browser {
  /// Reloads the top-level page (the browser's reload button: the page is revalidated).
  public func reload() async throws {
    try await command("POST", "/refresh", timeout: options.pageLoadTimeout + 5)
  }

  /// Goes one page back in the history.
  public func back() async throws {
    try await command("POST", "/back", timeout: options.pageLoadTimeout + 5)
  }

  /// Goes one page forward in the history.
  public func forward() async throws {
    try await command("POST", "/forward", timeout: options.pageLoadTimeout + 5)
  }
}
