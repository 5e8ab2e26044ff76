import Foundation

extension Browser {
  /// A PNG of the viewport of the top-level page.
  public func screenshot() async throws -> Data {
    let value = try await command("GET", "/screenshot")
    guard let base64 = value.string, let data = Data(base64Encoded: base64) else {
      throw TestFailure("chromedriver answered a screenshot that isn't base64 PNG data")
    }
    return data
  }

  /// Sets the window size (CSS pixels) and returns the size it got. The viewport is smaller: see
  /// `BrowserOptions.windowWidth`; the window is at least 500 px wide. Prefer `setViewport`.
  @discardableResult
  public func setWindowRect(width: Int, height: Int) async throws -> (width: Int, height: Int) {
    let rect = try await command(
      "POST", "/window/rect", ["width": .number(Double(width)), "height": .number(Double(height))])
    return (rect["width"]?.int ?? 0, rect["height"]?.int ?? 0)
  }

  /// Emulates a viewport of exactly `width` × `height` CSS pixels at `deviceScaleFactor` (a phone
  /// screen, say), through the DevTools protocol; screenshots then have the device's pixel size.
  public func setViewport(width: Int, height: Int, deviceScaleFactor: Double = 1) async throws {
    try await devTools(
      "Emulation.setDeviceMetricsOverride",
      [
        "width": .number(Double(width)), "height": .number(Double(height)),
        "deviceScaleFactor": .number(deviceScaleFactor), "mobile": false,
      ])
  }

  /// Sends one Chrome DevTools Protocol command (chromedriver's `goog/cdp/execute`) and returns its result.
  @discardableResult
  public func devTools(_ method: String, _ parameters: ScriptValue = [:]) async throws -> ScriptValue {
    try await command("POST", "/goog/cdp/execute", ["cmd": .string(method), "params": parameters])
  }
}
