import Analytics
import AnalyticsSQLite
import Foundation
import TestSupport

/// The `event-client-harness` executable as a child process, its stdout collected line by line.
final class ClientHarness: @unchecked Sendable {  // `lines` is guarded by `lock`
  let process = Process()
  private let lock = NSLock()
  private var buffer = Data()
  private var collected: [String] = []

  static var executable: URL {
    ServerProcess.repositoryRoot.appendingPathComponent(".build/debug/event-client-harness")
  }

  init(port: UInt16, queue: URL, arguments: [String]) throws {
    process.executableURL = Self.executable
    process.arguments = ["--url", "http://127.0.0.1:\(port)", "--queue", queue.path] + arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    out.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let chunk = handle.availableData
      guard let self, !chunk.isEmpty else { return }
      self.lock.lock()
      self.buffer += chunk
      while let newline = self.buffer.firstIndex(of: UInt8(ascii: "\n")) {
        self.collected.append(String(decoding: self.buffer[self.buffer.startIndex..<newline], as: UTF8.self))
        self.buffer = Data(self.buffer[(newline + 1)...])
      }
      self.lock.unlock()
    }
    try process.run()
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
    Thread.sleep(forTimeInterval: 0.2)  // the readability handler's last chunk
    return process.terminationStatus
  }

  func kill9() {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    Thread.sleep(forTimeInterval: 0.2)
  }

  static func ids(_ lines: [String], _ prefix: String) -> [String] {
    lines.filter { $0.hasPrefix(prefix + " ") }.map { String($0.dropFirst(prefix.count + 1)) }
  }
}
