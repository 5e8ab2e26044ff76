import Analytics
import AnalyticsSQLite
import Foundation
import TestSupport

/// The `event-client-harness` executable as a child process, its stdout collected line by line.
final class ClientHarness: @unchecked Sendable {  // `lines` is guarded by `lock`
  let process = Process()
  private let lock = NSLock()
  private var collected: [String] = []
  private let finished = DispatchSemaphore(value: 0)

  static var executable: URL {
    ServerProcess.repositoryRoot.appendingPathComponent(".build/debug/event-client-harness")
  }

  /// Starts the harness; a thread of its own reads its stdout with read(2) to the end of file. Not
  /// `readabilityHandler`: its dispatch source stayed registered on the pipe after EOF and outlived the
  /// descriptor, and a fresh-clone make test crashed in libdispatch's event loop (a bad pointer in
  /// `_dispatch_event_loop_drain`) once another test had been given the same descriptor number.
  init(port: UInt16, queue: URL, arguments: [String], environment: [String: String] = [:]) throws {
    process.executableURL = Self.executable
    process.arguments = ["--url", "http://127.0.0.1:\(port)", "--queue", queue.path] + arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let handle = out.fileHandleForReading
    Thread { [self] in
      var pending = Data()
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        if count <= 0 { break }
        pending.append(contentsOf: chunk[0..<count])
        var lines: [String] = []
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
          lines.append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
          pending = Data(pending[(newline + 1)...])
        }
        lock.lock()
        collected += lines
        lock.unlock()
      }
      withExtendedLifetime(handle) {}
      finished.signal()
    }.start()
  }

  var lines: [String] {
    lock.lock()
    defer { lock.unlock() }
    return collected
  }

  /// Waits for exit (and the last output), returns the status.
  @discardableResult
  func wait(timeout: TimeInterval = 180) -> Int32 {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    awaitOutputEnd()
    return process.terminationStatus
  }

  func kill9() {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    awaitOutputEnd()
  }

  /// Waits (up to 5 s) until the reader saw the end of the output: every line the child wrote is in.
  private func awaitOutputEnd() {
    if finished.wait(timeout: .now() + 5) == .success { finished.signal() }
  }

  static func ids(_ lines: [String], _ prefix: String) -> [String] {
    lines.filter { $0.hasPrefix(prefix + " ") }.map { String($0.dropFirst(prefix.count + 1)) }
  }
}
