import Foundation

extension Browser {
  /// Runs `script` as the body of a function in the current frame and returns its result as JSON.
  /// `arguments[i]` are the arguments (elements arrive as DOM elements); a returned promise is awaited.
  /// A JavaScript exception becomes a `WebDriverError` (`javascript error`) with its message.
  ///
  /// ```swift
  /// let opacity = try await browser.executeScript(
  ///   "return getComputedStyle(document.querySelector(arguments[0])).opacity", "#card")
  /// ```
  @discardableResult
  public func executeScript(_ script: String, _ arguments: ScriptValue...) async throws -> ScriptValue {
    try await executeScript(script, arguments: arguments)
  }

  /// `executeScript` with the arguments as an array.
  @discardableResult
  public func executeScript(_ script: String, arguments: [ScriptValue]) async throws -> ScriptValue {
    try await command(
      "POST", "/execute/sync", ["script": .string(script), "args": .array(arguments)],
      timeout: options.scriptTimeout + 5)
  }

  /// Runs `script` with a callback as its last argument and returns what it passes to the callback
  /// (`arguments[arguments.length - 1](value)`); `timeout` error after `options.scriptTimeout`.
  @discardableResult
  public func executeAsyncScript(_ script: String, _ arguments: ScriptValue...) async throws -> ScriptValue {
    try await executeAsyncScript(script, arguments: arguments)
  }

  /// `executeAsyncScript` with the arguments as an array.
  @discardableResult
  public func executeAsyncScript(_ script: String, arguments: [ScriptValue]) async throws -> ScriptValue {
    try await command(
      "POST", "/execute/async", ["script": .string(script), "args": .array(arguments)],
      timeout: options.scriptTimeout + 5)
  }
}
