extension Browser {
  /// The first element matching the CSS selector in the current frame; `no such element` if none.
  public func findElement(_ selector: String) async throws -> WebDriverElement {
    let value = try await command("POST", "/element", ["using": "css selector", "value": .string(selector)])
    guard let element = WebDriverElement(value) else {
      throw TestFailure("chromedriver answered an element that isn't one: \(value)")
    }
    return element
  }

  /// Every element matching the CSS selector in the current frame, in document order.
  public func findElements(_ selector: String) async throws -> [WebDriverElement] {
    let value = try await command("POST", "/elements", ["using": "css selector", "value": .string(selector)])
    return (value.array ?? []).compactMap(WebDriverElement.init)
  }

  /// Clicks the centre of the element, scrolled into view, as a user would (the click lands on
  /// whatever is on top there; `element click intercepted` if that is another element).
  public func click(_ element: WebDriverElement) async throws {
    try await command("POST", "/element/\(element.id)/click")
  }

  /// Focuses the element and types `text`; `WebDriverKey` raw values type special keys.
  public func sendKeys(_ text: String, to element: WebDriverElement) async throws {
    try await command("POST", "/element/\(element.id)/value", ["text": .string(text)])
  }

  /// The element's attribute as written in the DOM, nil when absent.
  public func attribute(_ name: String, of element: WebDriverElement) async throws -> String? {
    try await command("GET", "/element/\(element.id)/attribute/\(name)").string
  }

  /// The element's JavaScript property (`value`, `checked`, `className`, …) as JSON.
  public func property(_ name: String, of element: WebDriverElement) async throws -> ScriptValue {
    try await command("GET", "/element/\(element.id)/property/\(name)")
  }

  /// The element's rendered text.
  public func text(of element: WebDriverElement) async throws -> String {
    try await command("GET", "/element/\(element.id)/text").string ?? ""
  }
}
