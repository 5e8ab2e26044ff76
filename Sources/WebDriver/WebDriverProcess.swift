import Foundation

/// chromedriver run as a child process on a port of its own choosing (`--port=0`), ready once
/// `GET /status` says so. Its output goes to `logFile`; `stop()` (or deinit) ends it.
public final class WebDriverProcess: @unchecked Sendable {  // the Process is only signalled and polled
  /// The running chromedriver.
  public let process: Process
  /// A client for its HTTP endpoint.
  public let client: WebDriverClient
  /// Where chromedriver (and the Chromium it starts) write their output.
  public let logFile: URL

  /// Starts `executable --port=0` and waits (polling, up to `timeout` seconds) until it is ready.
  public init(executable: String, logFile: URL, timeout: TimeInterval = 10) async throws {
    guard FileManager.default.isExecutableFile(atPath: executable) else {
      throw WebDriverLaunchError(Self.missing(executable))
    }
    _ = FileManager.default.createFile(atPath: logFile.path, contents: nil)
    let log = try FileHandle(forWritingTo: logFile)
    defer { try? log.close() }
    process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["--port=0"]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = log
    process.standardError = log
    self.logFile = logFile
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    var port: UInt16?
    while port == nil {
      port = Self.announcedPort(in: (try? String(contentsOf: logFile, encoding: .utf8)) ?? "")
      // The deadline only fails a driver that has not announced yet: this task can resume late (the
      // concurrency pool's threads held by other work), after a driver that announced in time.
      if port == nil {
        try Self.check(process, logFile, deadline, "announce its port")
        try await Task.sleep(for: .milliseconds(10))
      }
    }
    client = WebDriverClient(port: port!)
    while (try? await client.send("GET", "/status", timeout: 2))?["ready"]?.bool != true {
      try Self.check(process, logFile, deadline, "become ready")
      try await Task.sleep(for: .milliseconds(10))
    }
  }

  /// Starts chromedriver as `init` does, again (up to `attempts` times) when it exits because the
  /// port it picked for `--port=0` was taken meanwhile ("bind() failed: Address already in use"),
  /// a race with the other processes the tests start on ephemeral ports.
  public static func start(executable: String, logFile: URL, timeout: TimeInterval = 10, attempts: Int = 3)
    async throws -> WebDriverProcess
  {
    var attempt = 1
    while true {
      do {
        return try await WebDriverProcess(executable: executable, logFile: logFile, timeout: timeout)
      } catch  where attempt < attempts && tail(of: logFile, lines: 50).contains("Address already in use") {
        attempt += 1
      }
    }
  }

  /// Asks chromedriver to quit (`GET /shutdown`) and waits up to 2 s, then SIGKILLs it. Not SIGTERM:
  /// a child started from a Swift concurrency thread inherits a signal mask that blocks SIGTERM.
  public func stop() async {
    guard process.isRunning else { return }
    if (try? await client.send("GET", "/shutdown", timeout: 2)) != nil {
      let deadline = Date().addingTimeInterval(2)
      while process.isRunning && Date() < deadline { try? await Task.sleep(for: .milliseconds(5)) }
    }
    kill()
  }

  /// SIGKILLs chromedriver if it is still running, and waits for it to end.
  public func kill() {
    guard process.isRunning else { return }
    Glibc.kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  deinit { kill() }

  /// The last lines of the log, for error messages.
  public func logTail(lines: Int = 15) -> String { Self.tail(of: logFile, lines: lines) }

  static func tail(of file: URL, lines: Int) -> String {
    let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").suffix(lines).joined(separator: "\n")
  }

  /// The port in chromedriver's "started successfully on port N." line.
  static func announcedPort(in log: String) -> UInt16? {
    guard let range = log.range(of: "started successfully on port ") else { return nil }
    let digits = log[range.upperBound...].prefix { $0.isNumber }
    return log[range.upperBound...].dropFirst(digits.count).first == "." ? UInt16(digits) : nil
  }

  private static func check(_ process: Process, _ log: URL, _ deadline: Date, _ what: String) throws {
    if !process.isRunning {
      throw WebDriverLaunchError("chromedriver exited before it could \(what):\n\(tail(of: log, lines: 15))")
    }
    if Date() > deadline {
      Glibc.kill(process.processIdentifier, SIGKILL)
      throw WebDriverLaunchError("chromedriver did not \(what) in time:\n\(tail(of: log, lines: 15))")
    }
  }

  public static func missing(_ path: String) -> String {
    "\(path) is not installed or not executable: install Debian's chromium and chromium-driver "
      + "(`apt-get install chromium chromium-driver`; `make test` installs them with "
      + "`bash scripts/install-packages.sh chromium chromium-driver`)."
  }
}
