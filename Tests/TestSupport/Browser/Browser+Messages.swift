/// Reading the message harness (`BrowserMessageHarness`) from the test: the harness must be the
/// top-level page, and the current frame the top one or a same-origin frame.
extension Browser {
  /// Every message the message harness page (the top-level page) recorded, oldest first.
  public func messages() async throws -> [BrowserMessage] {
    let value = try await executeScript("return window.top.__messages || []")
    return (value.array ?? []).map(BrowserMessage.init)
  }

  /// Waits until the harness recorded a message, at index `after` or later, whose data satisfies
  /// the JavaScript `predicate` (a function of the data), and returns the first such message.
  ///
  /// ```swift
  /// let close = try await browser.waitForMessage("d => d.type === 'close'")
  /// #expect(close.data["trigger"] == "escape")
  /// ```
  @discardableResult
  public func waitForMessage(
    _ predicate: String = "data => true", after index: Int = 0, timeout: Duration = .seconds(15)
  ) async throws -> BrowserMessage {
    let found = try await waitUntil(
      "(window.top.__messages || []).slice(arguments[0]).find(m => (\(predicate))(m.data))",
      timeout: timeout, .number(Double(index)))
    return BrowserMessage(found)
  }

  /// Posts `data` from the harness page to its iframe (a command for the embedded page).
  public func postToFrame(_ data: ScriptValue, targetOrigin: String = "*") async throws {
    try await executeScript(
      "window.top.document.getElementById('frame').contentWindow.postMessage(arguments[0], arguments[1])",
      data, .string(targetOrigin))
  }
}
