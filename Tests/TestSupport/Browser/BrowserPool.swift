import Foundation
import Testing

/// Idle browsers of a `.sharedBrowser` suite, lent to one test at a time.
actor BrowserPool {
  /// The pool of the suite being run, if it is marked `.sharedBrowser`.
  @TaskLocal static var current: BrowserPool?

  private var idle: [Browser] = []

  /// An idle browser with these options, reset; else a new one.
  func checkout(_ options: BrowserOptions) async throws -> Browser {
    while let index = idle.firstIndex(where: { $0.options == options }) {
      let browser = idle.remove(at: index)
      do {
        try await browser.reset()
        return browser
      } catch {
        await browser.close()
      }
    }
    return try await Browser.launch(options)
  }

  /// Takes a browser back for the next test.
  func checkin(_ browser: Browser) { idle.append(browser) }

  /// Closes a browser a test left in doubt (it threw).
  func discard(_ browser: Browser) async { await browser.close() }

  /// Closes every idle browser.
  func closeAll() async {
    let browsers = idle
    idle = []
    for browser in browsers { await browser.close() }
  }
}

extension Browser {
  /// Back to a blank state for the next test: top frame, no keys or buttons held, no viewport
  /// emulation, the configured window size, no cookies, `about:blank`, an empty console log. The HTTP
  /// cache is kept, as a visitor's is (tests use servers of their own, so their origins differ).
  func reset() async throws {
    try await switchToTopFrame()
    try await command("DELETE", "/actions")
    try await devTools("Emulation.clearDeviceMetricsOverride")
    try await setWindowRect(width: options.windowWidth, height: options.windowHeight)
    try await command("DELETE", "/cookie")
    try await navigate(to: URL(string: "about:blank")!)
    _ = try await browserLog()
  }
}

/// A suite trait: the suite's tests share one Chromium through `withBrowser` (launched on first use,
/// closed when the suite ends) instead of starting one each, which saves about a second per test.
/// A test that throws gets its browser closed and the next one starts afresh. Use with `.serialized`.
public struct SharedBrowserTrait: SuiteTrait, TestScoping {
  public var isRecursive: Bool { false }

  public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    test.isSuite && testCase == nil ? self : nil
  }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let pool = BrowserPool()
    do {
      try await BrowserPool.$current.withValue(pool) { try await function() }
    } catch {
      await pool.closeAll()
      throw error
    }
    await pool.closeAll()
  }
}

extension Trait where Self == SharedBrowserTrait {
  /// One Chromium for the whole suite: `@Suite(.serialized, .sharedBrowser)`.
  public static var sharedBrowser: Self { Self() }
}
