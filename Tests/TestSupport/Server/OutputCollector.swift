import Foundation
import Synchronization

/// Reads a child's pipe to its end on a thread of its own, so the child never blocks on a full pipe
/// (a server logs a line per request: 64 KiB of unread stderr stalls it), keeping the last 8 MiB.
public final class OutputCollector: Sendable {
  private let data = Mutex(Data())
  private let finished = DispatchSemaphore(value: 0)
  private static let limit = 8 << 20

  /// Starts reading `pipe` until end of file.
  public init(_ pipe: Pipe) {
    let handle = pipe.fileHandleForReading
    Thread { [self] in
      // read(2), not `availableData`: Foundation traps on a read error (a full `make test` once died
      // with EBADF here while ReadmeCurlTests started a server); an error simply ends the output.
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        if count <= 0 { break }
        data.withLock { data in
          data.append(contentsOf: buffer[0..<count])
          if data.count > Self.limit { data.removeFirst(data.count - Self.limit) }
        }
      }
      withExtendedLifetime(handle) {}
      finished.signal()
    }.start()
  }

  /// Everything read so far, as text.
  public var text: String { data.withLock { String(decoding: $0, as: UTF8.self) } }

  /// Waits (up to `timeout` seconds) until the writer closed the pipe; returns everything read.
  public func waitForEnd(timeout: Double = 10) -> String {
    if finished.wait(timeout: .now() + timeout) == .success { finished.signal() }
    return text
  }
}
