import Synchronization
import Testing

/// Runs `body` with a headless Chromium and always cleans up: the session, chromedriver, every
/// Chromium process and the temporary profile are gone when it returns or throws.
///
/// When the body throws, or records a failing `#expect`/`#require`, the page is saved to
/// `test-artifacts/<name>.png` and the failure says so. `name` defaults to `Suite.test`; give each
/// case of a parameterized test its own. In a suite marked `.sharedBrowser`, the suite's browser is
/// borrowed (reset to `about:blank`) instead of launching one per test. At most a few tests drive a
/// browser at once (``BrowserSlots``); the others wait for a slot.
///
/// ```swift
/// @Test func escapeCloses() async throws {
///   try await withBrowser { browser in
///     try await browser.navigate(to: url)
///     try await browser.pressKey(.escape)
///     try await browser.waitUntil("document.body.dataset.phase === 'dismissed'")
///   }
/// }
/// ```
public func withBrowser(
  name: String? = nil, options: BrowserOptions = BrowserOptions(),
  _ body: @Sendable (Browser) async throws -> Void
) async throws {
  let name = name ?? BrowserArtifacts.currentTestName
  await BrowserSlots.shared.acquire()
  do {
    try await drive(name: name, options: options, body)
  } catch {
    await BrowserSlots.shared.release()
    throw error
  }
  await BrowserSlots.shared.release()
}

/// `withBrowser`'s body, in a slot (``BrowserSlots``).
private func drive(
  name: String, options: BrowserOptions, _ body: @Sendable (Browser) async throws -> Void
) async throws {
  let pool = BrowserPool.current
  let browser = if let pool { try await pool.checkout(options) } else { try await Browser.launch(options) }
  let note = "Screenshot: \(BrowserArtifacts.relativePath(BrowserArtifacts.screenshotURL(for: name)))"
  let failures = FailureFlag()
  do {
    try await observingFailures(flag: failures, note: note) { try await body(browser) }
  } catch {
    let saved = await browser.saveFailureScreenshot(named: name)
    if let pool { await pool.discard(browser) } else { await browser.close() }
    if failures.isSet {  // already recorded (a `#require`), with the note
      if saved != note { Issue.record(Comment(rawValue: saved)) }
      throw error
    }
    throw BrowserTestFailure(underlying: error, screenshot: saved)
  }
  if failures.isSet {
    let saved = await browser.saveFailureScreenshot(named: name)
    if saved != note { Issue.record(Comment(rawValue: saved)) }
  }
  if let pool { await pool.checkin(browser) } else { await browser.close() }
}

/// Runs `body`, noting in `flag` whether it records a failing issue, and appends `note` to those issues.
private func observingFailures(
  flag: FailureFlag, note: String, _ body: @Sendable () async throws -> Void
) async throws {
  guard let test = Test.current else { return try await body() }
  let observer = IssueHandlingTrait.compactMapIssues { issue in
    guard issue.severity >= .error else { return issue }  // known issues too: still worth a look
    flag.set()
    var issue = issue
    issue.comments.append(Comment(rawValue: note))
    return issue
  }
  try await observer.provideScope(for: test, testCase: Test.Case.current, performing: body)
}

/// Whether a failing issue was recorded.
private final class FailureFlag: Sendable {
  private let value = Mutex(false)
  var isSet: Bool { value.withLock { $0 } }
  func set() { value.withLock { $0 = true } }
}
