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
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        data.withLock { data in
          data.append(chunk)
          if data.count > Self.limit { data.removeFirst(data.count - Self.limit) }
        }
      }
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
