import Analytics
import Foundation
import Synchronization

/// The queue and thread behind ``Log``.
final class LogWriter: Sendable {
  /// Queued bytes beyond which `append` writes them itself (a stalled stderr slows requests, never grows memory).
  static let limit = 256 * 1024
  /// How long the writer thread waits after the first queued line before writing.
  static let gatherMicroseconds: UInt32 = 5_000

  private let descriptor: Int32
  private let pending = Mutex<[UInt8]>([])
  /// Held while writing, so lines taken from `pending` reach the descriptor in order. Its value is the
  /// spare buffer: a flush swaps it (empty, its capacity kept) with `pending`, writes what it took and
  /// empties that buffer for the next swap. A fresh `[]` each flush made `pending` grow again from
  /// nothing every 5 ms: ~1.3 reallocations and ~1,000 instructions per request (callgrind).
  private let writing = Mutex<[UInt8]>([])
  private let wakeUp = DispatchSemaphore(value: 0)

  init(descriptor: Int32) {
    self.descriptor = descriptor
    Thread.startNamed("log-writer") { [self] in
      while true {
        wakeUp.wait()
        // Let lines pile up for a moment: waking this thread for every request cost more than the
        // write it saved (a tenth of a small GET's profile went to semaphore wake-ups).
        usleep(Self.gatherMicroseconds)
        flush()
      }
    }
  }

  func append(_ line: String) { append { $0.append(contentsOf: line.utf8) } }

  func append(building build: (inout [UInt8]) -> Void) {
    let (wasEmpty, full) = pending.withLock { bytes -> (Bool, Bool) in
      let wasEmpty = bytes.isEmpty
      build(&bytes)
      bytes.append(UInt8(ascii: "\n"))
      return (wasEmpty, bytes.count >= Self.limit)
    }
    if full {
      flush()
    } else if wasEmpty {
      wakeUp.signal()
    }
  }

  func flush() {
    writing.withLock { bytes in
      pending.withLock { swap(&$0, &bytes) }
      defer { bytes.removeAll(keepingCapacity: true) }
      bytes.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count {
          let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
          if written < 0 && errno == EINTR { continue }
          guard written > 0 else { return }  // stderr closed or broken: drop the lines, never block requests
          offset += written
        }
      }
    }
  }
}
