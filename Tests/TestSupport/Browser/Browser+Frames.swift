extension Browser {
  /// Makes the `<iframe>` element the current frame: later scripts and element look-ups run inside it.
  public func switchToFrame(_ element: WebDriverElement) async throws {
    try await command("POST", "/frame", ["id": element.scriptValue])
  }

  /// Makes the parent of the current frame current.
  public func switchToParentFrame() async throws {
    try await command("POST", "/frame/parent")
  }

  /// Makes the top-level page current again.
  public func switchToTopFrame() async throws {
    try await command("POST", "/frame", ["id": nil])
  }
}
