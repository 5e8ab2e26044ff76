import Foundation

extension Browser {
  /// Loads `url` and returns once its load event fired (bounded by `options.pageLoadTimeout`).
  public func navigate(to url: URL) async throws {
    try await command(
      "POST", "/url", ["url": .string(url.absoluteString)], timeout: options.pageLoadTimeout + 5)
  }

  /// The address of the top-level page.
  public func currentURL() async throws -> URL {
    let value = try await command("GET", "/url")
    guard let text = value.string, let url = URL(string: text) else {
      throw TestFailure("chromedriver answered a current URL that isn't one: \(value)")
    }
    return url
  }

  /// The top-level page's `document.title`.
  public func title() async throws -> String {
    try await command("GET", "/title").string ?? ""
  }
}
