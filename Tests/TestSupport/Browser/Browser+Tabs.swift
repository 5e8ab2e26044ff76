/// Tabs of the same browser (one profile, one HTTP cache), through WebDriver's window commands.
extension Browser {
  /// The handle of the current tab.
  public func windowHandle() async throws -> String {
    try await command("GET", "/window").string ?? ""
  }

  /// Opens a new tab (`POST /window/new`) and returns its handle; the current tab stays current.
  public func newTab() async throws -> String {
    let value = try await command("POST", "/window/new", ["type": "tab"])
    guard let handle = value["handle"]?.string else {
      throw TestFailure("chromedriver answered a new window without a handle: \(value)")
    }
    return handle
  }

  /// Makes the tab with `handle` current (its top frame).
  public func switchToWindow(_ handle: String) async throws {
    try await command("POST", "/window", ["handle": .string(handle)])
  }

  /// Closes the current tab; switch to another one afterwards.
  public func closeWindow() async throws {
    try await command("DELETE", "/window")
  }
}
