import Foundation
import Synchronization
import TestSupport
import Testing

/// What happens when a browser test fails or Chromium is missing: screenshots, clear messages, no leftovers.
@Suite(.serialized, .sharedBrowser)
struct BrowserFailureTests {
  @Test func aFailingExpectationSavesAScreenshotAndSaysWhere() async throws {
    let name = "BrowserFailureTests.deliberate-expectation"
    let file = BrowserArtifacts.screenshotURL(for: name)
    let comments = Comments()
    // The outer handler sees the issue after withBrowser annotated it, and suppresses it.
    try await IssueHandlingTrait.compactMapIssues { issue in
      comments.append(issue.comments.map(\.rawValue))
      return nil
    }.provideScope(for: Test.current!, testCase: Test.Case.current) {
      try await withBrowser(name: name) { browser in
        #expect(Bool(false), "deliberate failure")
      }
    }
    #expect(comments.all.contains("Screenshot: test-artifacts/\(name).png"))
    #expect(FileManager.default.fileExists(atPath: file.path))
    try FileManager.default.removeItem(at: file)
  }

  @Test func aThrownErrorSavesAScreenshotAndSaysWhere() async throws {
    let name = "BrowserFailureTests.deliberate-error"
    let file = BrowserArtifacts.screenshotURL(for: name)
    let error = await #expect(throws: BrowserTestFailure.self) {
      try await withBrowser(name: name) { browser in
        _ = try await browser.findElement("#nothing-here")
      }
    }
    #expect((error?.underlying as? WebDriverError)?.code == "no such element")
    #expect(error?.description.contains("Screenshot: test-artifacts/\(name).png") == true)
    #expect(FileManager.default.fileExists(atPath: file.path))
    try FileManager.default.removeItem(at: file)
  }

  @Test func theFailurePathWritesTheScreenshotFile() async throws {
    let name = "BrowserFailureTests.direct"
    try await withBrowser { browser in
      let sentence = await browser.saveFailureScreenshot(named: name)
      let file = BrowserArtifacts.screenshotURL(for: name)
      #expect(sentence == "Screenshot: test-artifacts/\(name).png")
      #expect(try Data(contentsOf: file).starts(with: [0x89, 0x50, 0x4E, 0x47]))
      try FileManager.default.removeItem(at: file)
    }
  }

  @Test func closingLeavesNoProcessNorProfileBehind() async throws {
    let browser = try await Browser.launch()
    let marker = "--user-data-dir=" + browser.directory.appendingPathComponent("profile").path
    #expect(!processes(containing: marker).isEmpty)
    await browser.close()
    #expect(processes(containing: marker).isEmpty)
    #expect(!browser.driver.process.isRunning)
    #expect(!FileManager.default.fileExists(atPath: browser.directory.path))
  }

  @Test func aMissingChromiumFailsWithASentenceNotASkip() async throws {
    var options = BrowserOptions()
    options.chromium = "/nonexistent/chromium"
    let error = await #expect(throws: TestFailure.self) { try await Browser.launch(options) }
    #expect(error?.description.contains("/nonexistent/chromium is not installed") == true)
    #expect(error?.description.contains("chromium-driver") == true)

    options = BrowserOptions()
    options.chromedriver = "/nonexistent/chromedriver"
    let driverError = await #expect(throws: TestFailure.self) { try await Browser.launch(options) }
    #expect(driverError?.description.contains("/nonexistent/chromedriver is not installed") == true)
  }
}

/// Live (non-zombie) processes whose command line contains `marker`.
private func processes(containing marker: String) -> [Int32] {
  let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
  return entries.compactMap { entry -> Int32? in
    guard let pid = Int32(entry), let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
    else { return nil }
    let commandLine = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
    return commandLine.contains(marker) ? pid : nil
  }
}

/// Comments gathered from a Sendable issue handler.
private final class Comments: Sendable {
  private let storage = Mutex<[String]>([])
  var all: [String] { storage.withLock { $0 } }
  func append(_ comments: [String]) { storage.withLock { $0.append(contentsOf: comments) } }
}
