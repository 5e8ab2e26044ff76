import Foundation

/// The built `dialog-preview` executable run as a child process, for end-to-end tests.
/// `start` waits for the "listening on" line (a readiness signal, no sleeps); `deinit` kills it.
public final class ServerProcess: @unchecked Sendable {  // fields set once in init; process is thread-safe
  public let process: Process
  public let port: UInt16
  /// The server's stderr (start-up line, access log), read as it comes: see ``stderrText``.
  public let stderrLog: OutputCollector
  /// A temporary folder for this server's database (unless `--database` was given); removed on deinit.
  public let scratch: URL
  public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  /// The repository root: the nearest folder above this file that holds `Package.swift`.
  public static let repositoryRoot: URL = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
      folder.path != "/"
    {
      folder.deleteLastPathComponent()
    }
    return folder
  }()

  /// The executable: `DIALOG_PREVIEW_BIN` or the debug build.
  public static var executable: URL {
    if let path = ProcessInfo.processInfo.environment["DIALOG_PREVIEW_BIN"] {
      return URL(fileURLWithPath: path)
    }
    return repositoryRoot.appendingPathComponent(".build/debug/dialog-preview")
  }

  /// Runs `dialog-preview` with arguments to completion (in `directory`, by default the repository
  /// root); returns exit code, stdout and stderr.
  public static func run(
    _ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil
  ) throws -> (code: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? repositoryRoot
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outData, as: UTF8.self),
      String(decoding: errData, as: UTF8.self)
    )
  }

  /// ``run(_:environment:in:)`` on a thread of its own, for an async test whose command runs for long
  /// (`snapshot`): waiting on a Swift concurrency thread would hold one of the pool's few threads
  /// (two on a 2-core machine) from every other test for as long.
  public static func runOnThread(
    _ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil
  ) async throws -> (code: Int32, stdout: String, stderr: String) {
    try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(with: Result { try run(arguments, environment: environment, in: directory) })
      }
    }
  }

  /// Starts `dialog-preview serve --port 0 …` and waits (up to 20 s) for its ready line.
  public init(arguments: [String] = [], environment: [String: String] = [:]) throws {
    scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dp-server-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    var arguments = arguments
    if !arguments.contains("--database") {
      arguments += ["--database", "sqlite:" + scratch.appendingPathComponent("events.sqlite").path]
    }
    process = Process()
    process.executableURL = Self.executable
    process.arguments = ["serve", "--port", "0"] + arguments
    process.currentDirectoryURL = Self.repositoryRoot
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe()
    let stderrPipe = Pipe()
    process.standardOutput = out
    process.standardError = stderrPipe
    try process.run()
    stderrLog = OutputCollector(stderrPipe)
    var line = Data()
    let reader = out.fileHandleForReading
    let deadline = Date().addingTimeInterval(20)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !line.contains(UInt8(ascii: "\n")) {
      // read(2), not `availableData`, which traps on a read error: a failure to start is one test's
      // failure, not the end of the test process.
      var count = 0
      repeat {
        count = buffer.withUnsafeMutableBytes { read(reader.fileDescriptor, $0.baseAddress, $0.count) }
      } while count < 0 && errno == EINTR
      let chunk = Data(buffer[0..<max(count, 0)])
      if chunk.isEmpty || Date() > deadline {
        process.terminate()
        process.waitUntilExit()
        let errors = stderrLog.waitForEnd(timeout: 2)
        throw TestFailure("the server did not start: \(errors)")
      }
      line.append(chunk)
    }
    let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard text.hasPrefix("dialog-preview listening on http://"),
      let port = text.split(separator: ":").last.flatMap({ UInt16($0) })
    else { throw TestFailure("unexpected ready line \(text)") }
    self.port = port
  }

  /// Everything the server wrote to stderr so far (all of it once ``stop(signal:)`` returned).
  public var stderrText: String { process.isRunning ? stderrLog.text : stderrLog.waitForEnd() }

  /// Sends a signal and waits for exit; returns the exit status.
  @discardableResult
  public func stop(signal: Int32 = SIGTERM) -> Int32 {
    if process.isRunning { kill(process.processIdentifier, signal) }
    process.waitUntilExit()
    return process.terminationStatus
  }

  deinit {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: scratch)
  }
}
