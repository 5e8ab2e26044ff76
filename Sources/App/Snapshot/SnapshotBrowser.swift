import Foundation
import WebDriver

/// The headless Chromium `snapshot` renders and compares frames with: Debian's chromium driven by
/// chromedriver (`CHROMIUM_BIN` and `CHROMEDRIVER_BIN` name others), a fresh profile in a temporary
/// folder, device scale factor 1, no GPU (software rendering: the same pixels on every run).
final class SnapshotBrowser: Sendable {
  let driver: WebDriverProcess
  let session: String
  let folder: URL
  /// Chromium's version, as the session reported it.
  let version: String
  static let scriptSeconds: Double = 60

  private init(driver: WebDriverProcess, session: String, folder: URL, version: String) {
    self.driver = driver
    self.session = session
    self.folder = folder
    self.version = version
  }

  /// Starts chromedriver and a session; a missing binary is a `CommandFailure` naming the packages.
  static func launch(environment: [String: String]) async throws -> SnapshotBrowser {
    let chromium = environment["CHROMIUM_BIN"] ?? "/usr/bin/chromium"
    let chromedriver = environment["CHROMEDRIVER_BIN"] ?? "/usr/bin/chromedriver"
    for binary in [chromium, chromedriver] where !FileManager.default.isExecutableFile(atPath: binary) {
      throw CommandFailure(
        "snapshot renders with headless Chromium, and \(binary) is not installed: install Debian's "
          + "chromium and chromium-driver packages (apt-get install chromium chromium-driver), or name "
          + "the binaries in CHROMIUM_BIN and CHROMEDRIVER_BIN.")
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dialog-preview-snapshot-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let driver: WebDriverProcess
    do {
      driver = try await WebDriverProcess.start(
        executable: chromedriver, logFile: folder.appendingPathComponent("chromedriver.log"), timeout: 30)
    } catch {
      try? FileManager.default.removeItem(at: folder)
      throw CommandFailure("chromedriver did not start: \(error)")
    }
    let arguments: [ScriptValue] = [
      "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
      "--no-first-run", "--no-default-browser-check", "--force-color-profile=srgb",
      "--disable-threaded-animation",
      "--window-size=1400,1600", .string("--user-data-dir=\(folder.appendingPathComponent("profile").path)"),
    ]
    let capabilities: ScriptValue = [
      "capabilities": [
        "alwaysMatch": [
          "browserName": "chrome",
          "goog:chromeOptions": ["binary": .string(chromium), "args": .array(arguments)],
          "timeouts": ["script": .number(scriptSeconds * 1000), "pageLoad": 60_000, "implicit": 0],
        ]
      ]
    ]
    do {
      let answer = try await driver.client.send("POST", "/session", capabilities, timeout: 60)
      guard let session = answer["sessionId"]?.string else {
        throw CommandFailure("chromedriver answered a new session without an id: \(answer)")
      }
      let version = answer["capabilities"]?["browserVersion"]?.string ?? "unknown"
      return SnapshotBrowser(driver: driver, session: session, folder: folder, version: version)
    } catch {
      let log = driver.logTail()
      await driver.stop()
      cleanUp(folder)
      throw CommandFailure("Chromium did not start: \(error)\n\(log)")
    }
  }

  /// One command of the session (`path` relative to `/session/{id}`).
  @discardableResult
  func command(_ method: String, _ path: String, _ body: ScriptValue? = nil) async throws -> ScriptValue {
    try await driver.client.send(method, "/session/\(session)\(path)", body, timeout: Self.scriptSeconds + 30)
  }

  func navigate(_ url: String) async throws { try await command("POST", "/url", ["url": .string(url)]) }

  /// A viewport of exactly `width` × `height` CSS pixels at scale 1 (DevTools' device metrics).
  func setViewport(width: Double, height: Double) async throws {
    try await command(
      "POST", "/goog/cdp/execute",
      [
        "cmd": "Emulation.setDeviceMetricsOverride",
        "params": [
          "width": .number(width), "height": .number(height), "deviceScaleFactor": 1, "mobile": false,
        ],
      ])
  }

  /// Runs an asynchronous script (its last argument is the callback) and returns what it passed.
  func run(_ script: String, _ arguments: [ScriptValue] = []) async throws -> ScriptValue {
    try await command("POST", "/execute/async", ["script": .string(script), "args": .array(arguments)])
  }

  /// A PNG of the first element `selector` matches, at its own size: DevTools' capture of the
  /// element's box in the page (`Page.captureScreenshot` with a clip), the same bytes WebDriver's
  /// element screenshot gives for it (checked on the embed of every device) in two thirds of the time
  /// (58 against 87 ms on an iPad Pro 13″ frame), without the element lookup and scroll around it.
  func screenshot(of selector: String) async throws -> Data {
    let box = try await command(
      "POST", "/execute/sync",
      [
        "script": """
        var e = document.querySelector(arguments[0]);
        if (!e) return null;
        var r = e.getBoundingClientRect();
        return [r.left + window.scrollX, r.top + window.scrollY, r.width, r.height];
        """,
        "args": [.string(selector)],
      ])
    guard let numbers = box.array?.compactMap(\.double), numbers.count == 4 else {
      throw CommandFailure("the page has no \(selector) to capture")
    }
    let clip: ScriptValue = [
      "x": .number(numbers[0]), "y": .number(numbers[1]), "width": .number(numbers[2]),
      "height": .number(numbers[3]), "scale": 1,
    ]
    let value = try await command(
      "POST", "/goog/cdp/execute",
      ["cmd": "Page.captureScreenshot", "params": ["format": "png", "clip": clip]])
    guard let text = value["data"]?.string, let data = Data(base64Encoded: text) else {
      throw CommandFailure("Chromium answered a screenshot that isn't base64 PNG data")
    }
    return data
  }

  /// Ends the session, chromedriver and any Chromium process of the profile, and removes the folder.
  func close() async {
    _ = try? await driver.client.send("DELETE", "/session/\(session)", timeout: 10)
    await driver.stop()
    Self.cleanUp(folder)
  }

  private static func cleanUp(_ folder: URL) {
    BrowserProcesses.kill(
      commandLineContaining: "--user-data-dir=" + folder.appendingPathComponent("profile").path)
    try? FileManager.default.removeItem(at: folder)
  }
}
