import Foundation

extension Browser {
  /// Evaluates the JavaScript `expression` in the current frame every 20 ms until it is truthy and
  /// returns its value; throws after `timeout` with the expression and the last value or script error.
  /// Script errors while waiting (the page not loaded yet, say) count as "not yet".
  ///
  /// ```swift
  /// try await browser.waitUntil("document.querySelector('[data-phase=presented]')")
  /// let count = try await browser.waitUntil("window.__messages.length >= 2 && window.__messages.length")
  /// ```
  @discardableResult
  public func waitUntil(
    _ expression: String, timeout: Duration = .seconds(5), _ arguments: ScriptValue...
  ) async throws -> ScriptValue {
    let script =
      "const value = (\(expression)); return {truthy: !!value, value: value === undefined ? null : value};"
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var last = "nothing yet"
    while true {
      do {
        let answer = try await executeScript(script, arguments: arguments)
        if answer["truthy"]?.bool == true { return answer["value"] ?? .null }
        last = "it was \(answer["value"] ?? .null)"
      } catch let error as WebDriverError where error.code == "javascript error" {
        last = "it threw \(error.message)"
      }
      guard clock.now < deadline else {
        throw TestFailure("Waited \(timeout) for `\(expression)` to be truthy; \(last).")
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }
}
