import Foundation
import Synchronization

/// A headless Chromium driven through chromedriver (W3C WebDriver): one session, its own fresh
/// profile in a temporary folder. Commands are in the extensions (`navigate`, `executeScript`,
/// `findElement`, `pressKey`, `screenshot`, …).
///
/// Tests normally use `withBrowser`, which closes the browser even when the test fails. Used alone:
///
/// ```swift
/// let browser = try await Browser.launch()
/// try await browser.navigate(to: server.baseURL.appendingPathComponent("page.html"))
/// let title = try await browser.title()
/// await browser.close()
/// ```
public final class Browser: Sendable {
  /// How it was started.
  public let options: BrowserOptions
  /// The WebDriver session id.
  public let sessionID: String
  /// The chromedriver child process.
  public let driver: WebDriverProcess
  /// The temporary folder holding the profile (`profile/`) and the driver's log (`chromedriver.log`).
  public let directory: URL
  private let closed = Mutex(false)

  private init(options: BrowserOptions, sessionID: String, driver: WebDriverProcess, directory: URL) {
    self.options = options
    self.sessionID = sessionID
    self.driver = driver
    self.directory = directory
  }

  /// Starts chromedriver and a Chromium session (bounded by `options.startTimeout`). Throws a clear
  /// sentence when chromium or chromedriver is missing, with the driver's log when Chromium won't start.
  public static func launch(_ options: BrowserOptions = BrowserOptions()) async throws -> Browser {
    for binary in [options.chromium, options.chromedriver]
    where !FileManager.default.isExecutableFile(atPath: binary) {
      throw TestFailure(WebDriverProcess.missing(binary))
    }
    let directory = try makeTemporaryDirectory()
    let profile = directory.appendingPathComponent("profile").path
    var driver: WebDriverProcess?
    do {
      driver = try await WebDriverProcess.start(
        executable: options.chromedriver, logFile: directory.appendingPathComponent("chromedriver.log"),
        timeout: options.startTimeout)
      let session = try await driver!.client.send(
        "POST", "/session", options.capabilities(profile: profile), timeout: options.startTimeout)
      guard let id = session["sessionId"]?.string else {
        throw TestFailure("chromedriver answered a new session without an id: \(session)")
      }
      return Browser(options: options, sessionID: id, driver: driver!, directory: directory)
    } catch {
      let log = driver?.logTail() ?? ""
      await driver?.stop()
      tearDown(driver: driver, directory: directory)
      throw log.isEmpty ? error : TestFailure("\(error)\nchromedriver log:\n\(log)")
    }
  }

  /// Sends a command of this session: `path` is relative to `/session/{id}`.
  @discardableResult
  public func command(
    _ method: String, _ path: String, _ body: ScriptValue? = nil, timeout: TimeInterval = 30
  ) async throws -> ScriptValue {
    do {
      return try await driver.client.send(method, "/session/\(sessionID)\(path)", body, timeout: timeout)
    } catch let error as WebDriverError {  // name the command without the session id
      throw WebDriverError(code: error.code, message: error.message, command: "\(method) \(path)")
    }
  }

  /// Ends the session, then chromedriver and any Chromium process left, and removes the profile.
  /// Idempotent; never throws.
  public func close() async {
    let wasClosed = closed.withLock { flag in
      defer { flag = true }
      return flag
    }
    guard !wasClosed else { return }
    _ = try? await driver.client.send("DELETE", "/session/\(sessionID)", timeout: 10)
    await driver.stop()
    Self.tearDown(driver: driver, directory: directory)
  }

  deinit {
    if !closed.withLock({ $0 }) { Self.tearDown(driver: driver, directory: directory) }
  }

  /// Kills what is left (chromedriver, Chromium processes of the profile) and removes the folder.
  private static func tearDown(driver: WebDriverProcess?, directory: URL) {
    driver?.kill()
    BrowserProcesses.kill(
      commandLineContaining: "--user-data-dir=" + directory.appendingPathComponent("profile").path)
    try? FileManager.default.removeItem(at: directory)
  }

  private static func makeTemporaryDirectory() throws -> URL {
    let base = NSTemporaryDirectory().hasSuffix("/") ? NSTemporaryDirectory() : NSTemporaryDirectory() + "/"
    var template = Array((base + "dialog-preview-browser.XXXXXX").utf8CString)
    guard let path = mkdtemp(&template) else { throw TestFailure("mkdtemp failed: errno \(errno)") }
    return URL(fileURLWithPath: String(cString: path))
  }
}
