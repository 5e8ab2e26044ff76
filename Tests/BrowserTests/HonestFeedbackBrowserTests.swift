import Foundation
import TestSupport
import Testing

/// Honest feedback (issue 40, point 6): the copy buttons say what happened (copied, or the text
/// selected to copy by hand where there is no clipboard), in a status style rather than an error's
/// red; an empty tweak field is refused with a sentence and changes nothing.
@Suite(.serialized, .sharedBrowser)
struct HonestFeedbackBrowserTests {
  /// The red of the pages' error sentences.
  static let errorRed = "rgb(196, 0, 26)"

  /// The text selected now: inside the focused field, else the document's selection.
  static let selected = """
    (() => { const a = document.activeElement;
      if (a && (a.tagName === 'INPUT' || a.tagName === 'TEXTAREA')) return a.value.slice(a.selectionStart, a.selectionEnd);
      return String(getSelection()); })()
    """

  /// A message's text, whether it is (or is inside) a role=status element, and its colour.
  static func message(_ id: String) -> String {
    "(e => ({ text: e.textContent, status: !!e.closest('[role=status]'), color: getComputedStyle(e).color }))(document.getElementById('\(id)'))"
  }

  /// Clicks `button` and checks the message `id` says the text was selected, and that it is.
  static func checkSelected(_ browser: Browser, button: String, message id: String, text: String) async throws
  {
    try await browser.click(browser.findElement(button))
    let shown = try await browser.waitUntil(
      "(m => m.text.includes('select') && m)(\(message(id)))", timeout: .seconds(5))
    #expect(shown["status"] == true, "\(shown)")
    #expect(shown["color"]?.string != errorRed, "\(shown)")
    #expect(try await browser.executeScript("return \(selected)").string == text, "\(button)")
  }

  @Test func withoutAClipboardTheCopyButtonsSelectTheTextAndSaySo() async throws {
    let server = try ServerProcess()
    var options = BrowserOptions()
    // A host name that is not localhost: plain http there is not a secure context, so no clipboard.
    options.extraArguments = ["--host-resolver-rules=MAP qa.test 127.0.0.1"]
    try await withBrowser(options: options) { browser in
      try await browser.setViewport(width: 1280, height: 1000)
      try await browser.navigate(
        to: URL(string: "http://qa.test:\(server.port)/preview/summer-sale?variant=B")!)
      try await browser.waitUntil("document.getElementById('qa-phase').textContent.startsWith('present')")
      #expect(
        try await browser.executeScript("return !isSecureContext && navigator.clipboard === undefined")
          == true)
      let link = try await browser.executeScript("return location.href").string ?? ""
      try await Self.checkSelected(browser, button: "#qa-copy", message: "qa-copied", text: link)
      let json =
        try await browser.executeScript("return document.getElementById('tweak-json').textContent").string
        ?? ""
      #expect(json.hasPrefix("{"), "\(json)")
      try await Self.checkSelected(browser, button: "#tweak-copy", message: "tweak-copied", text: json)
    }
  }

  @Test func withAClipboardTheCopyButtonsSayCopiedAsAStatus() async throws {
    let server = try ServerProcess()
    try await withBrowser { browser in
      try await browser.setViewport(width: 1280, height: 1000)
      try await browser.navigate(
        to: URL(string: "/preview/summer-sale?variant=B", relativeTo: server.baseURL)!.absoluteURL)
      try await browser.waitUntil("document.getElementById('qa-phase').textContent.startsWith('present')")
      try await browser.devTools(
        "Browser.grantPermissions",
        [
          "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"],
          "origin": .string(server.baseURL.absoluteString),
        ])
      for (button, id) in [("#qa-copy", "qa-copied"), ("#tweak-copy", "tweak-copied")] {
        try await browser.click(browser.findElement(button))
        let shown = try await browser.waitUntil(
          "(m => m.text.includes('opied') && m)(\(Self.message(id)))", timeout: .seconds(5))
        #expect(shown["status"] == true, "\(button): \(shown)")
        #expect(shown["color"]?.string != Self.errorRed, "\(button): \(shown)")
      }
    }
  }

  @Test(arguments: ["tweak-presentDuration", "tweak-overlayAlpha"])
  func anEmptyTweakFieldIsRefusedAndChangesNothing(field: String) async throws {
    let server = try ServerProcess()
    try await withBrowser(name: "HonestFeedbackBrowserTests.empty-\(field)") { browser in
      try await browser.setViewport(width: 1280, height: 1000)
      try await browser.navigate(
        to: URL(string: "/preview/summer-sale?variant=B", relativeTo: server.baseURL)!.absoluteURL)
      try await browser.waitUntil(
        "document.getElementById('qa-phase').textContent === 'presented'", timeout: .seconds(10))
      let before = try await browser.executeScript(
        "return [location.href, document.getElementById('qa-embed').src, document.getElementById('tweak-json').textContent]"
      )
      try await browser.executeScript(TweakPanelBrowserTests.set(field, ""))
      let sentence = try await browser.waitUntil(
        "document.getElementById('\(field)-error').textContent", timeout: .seconds(5))
      #expect(sentence.string?.contains("number") == true, "\(sentence)")
      #expect(sentence.string?.contains("got 0") == false, "\(sentence)")
      try await Task.sleep(for: .milliseconds(500))  // asserting that nothing changes: no signal to wait for
      let after = try await browser.executeScript(
        "return [location.href, document.getElementById('qa-embed').src, document.getElementById('tweak-json').textContent]"
      )
      #expect(after == before, "the URL, the embed or the JSON changed")
      #expect(
        try await browser.executeScript("return document.getElementById('qa-phase').textContent")
          == "presented",
        "the embed replayed")
    }
  }
}
