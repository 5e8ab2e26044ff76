import Foundation

/// Everything a process writes to stderr, collected as it arrives (by ``ServerProcess``).
public final class StderrLog: Sendable {
  private let server: ServerProcess

  public init(_ server: ServerProcess) { self.server = server }

  public var contents: String { server.stderrText }

  /// Waits up to `timeout` seconds for a line containing every one of `parts`.
  public func waitForLine(containing parts: [String], timeout: Double = 3) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if contents.split(separator: "\n").contains(where: { line in parts.allSatisfy(line.contains) }) {
        return true
      }
      usleep(20_000)
    }
    return false
  }
}
