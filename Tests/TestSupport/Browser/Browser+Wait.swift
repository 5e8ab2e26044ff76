import Foundation

extension Browser {
  /// Evaluates the JavaScript `expression` in the current frame every 20 ms until it is truthy and
  /// returns its value; throws after `timeout` with the expression and the last value or script error.
  /// Script errors while waiting (the page not loaded yet, say) count as "not yet".
  ///
  /// The polling runs in the page (one asynchronous script waits up to 4 s of it, then answers), not
  /// as one WebDriver command per 20 ms: 50 round trips a second through chromedriver made waiting
  /// cost Chromium, chromedriver and the test CPU that the page under test then lacked. The default
  /// `timeout` is generous because returning as soon as the expression is truthy costs nothing:
  /// it is a bound for a loaded machine, not a speed check.
  ///
  /// ```swift
  /// try await browser.waitUntil("document.querySelector('[data-phase=presented]')")
  /// let count = try await browser.waitUntil("window.__messages.length >= 2 && window.__messages.length")
  /// ```
  @discardableResult
  public func waitUntil(
    _ expression: String, timeout: Duration = .seconds(15), _ arguments: ScriptValue...
  ) async throws -> ScriptValue {
    let script = """
      var done = arguments[arguments.length - 1], given = Array.prototype.slice.call(arguments, 0, -2);
      var until = Date.now() + arguments[arguments.length - 2];
      function check() {
        var value = null, error = null;
        try { value = (function () { return (\(expression)); }).apply(null, given); } catch (e) { error = String(e); }
        if (error === null && value) { done({ truthy: true, value: value === undefined ? null : value }); return; }
        if (Date.now() >= until) {
          done({ truthy: false, value: value === undefined ? null : value, error: error }); return;
        }
        setTimeout(check, 20);
      }
      check();
      """
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var last = "nothing yet"
    while true {
      let slice = max(0, min(4000, (deadline - clock.now) / .milliseconds(1)))
      do {
        let answer = try await executeAsyncScript(script, arguments: arguments + [.number(slice.rounded())])
        if answer["truthy"]?.bool == true { return answer["value"] ?? .null }
        if let error = answer["error"]?.string {
          last = "it threw \(error)"
        } else {
          last = "it was \(answer["value"] ?? .null)"
        }
      } catch let error as WebDriverError where error.code == "javascript error" {
        // The page went away under the script (a navigation): not yet.
        last = "it threw \(error.message)"
        try await Task.sleep(for: .milliseconds(20))
      }
      guard clock.now < deadline else {
        throw TestFailure("Waited \(timeout) for `\(expression)` to be truthy; \(last).")
      }
    }
  }
}
