import Foundation

/// How a `Browser` starts: binaries, window size, timeouts, extra Chromium switches.
public struct BrowserOptions: Sendable, Hashable {
  /// The Chromium binary: `CHROMIUM_BIN`, else Debian's `/usr/bin/chromium`.
  public var chromium = ProcessInfo.processInfo.environment["CHROMIUM_BIN"] ?? "/usr/bin/chromium"
  /// The chromedriver binary: `CHROMEDRIVER_BIN`, else Debian's `/usr/bin/chromedriver`.
  public var chromedriver = ProcessInfo.processInfo.environment["CHROMEDRIVER_BIN"] ?? "/usr/bin/chromedriver"
  /// The window size (`--window-size`). Headless Chromium 156 keeps 143 px of it for simulated
  /// browser chrome, so the viewport is shorter: use `setViewport` for an exact viewport.
  public var windowWidth = 1280
  public var windowHeight = 800
  /// Extra command-line switches for Chromium.
  public var extraArguments: [String] = []
  /// Seconds to start chromedriver and open a session.
  public var startTimeout: TimeInterval = 20
  /// Seconds a script may run (`executeScript`, `executeAsyncScript`).
  public var scriptTimeout: TimeInterval = 10
  /// Seconds a navigation may take to reach the load event.
  public var pageLoadTimeout: TimeInterval = 20

  /// The defaults.
  public init() {}

  /// The Chromium switches for a profile folder: headless, no sandbox (we run as root), no GPU.
  func arguments(profile: String) -> [String] {
    [
      "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
      "--user-data-dir=\(profile)", "--window-size=\(windowWidth),\(windowHeight)",
      "--hide-scrollbars", "--no-first-run", "--no-default-browser-check",
    ] + extraArguments
  }

  /// The `capabilities` body of the new-session command. The browser's console (CSP violations
  /// included, from the first byte of a page on) is kept for `browserLog()` (`goog:loggingPrefs`).
  /// The HTTP cache stays on, as for real visitors: no switch here may disable it.
  func capabilities(profile: String) -> ScriptValue {
    let chromeOptions: ScriptValue = [
      "binary": .string(chromium), "args": .array(arguments(profile: profile).map(ScriptValue.string)),
    ]
    let timeouts: ScriptValue = [
      "script": .number(scriptTimeout * 1000), "pageLoad": .number(pageLoadTimeout * 1000), "implicit": 0,
    ]
    return [
      "capabilities": [
        "alwaysMatch": [
          "browserName": "chrome", "goog:chromeOptions": chromeOptions, "timeouts": timeouts,
          "unhandledPromptBehavior": "dismiss", "goog:loggingPrefs": ["browser": "ALL"],
        ]
      ]
    ]
  }
}
