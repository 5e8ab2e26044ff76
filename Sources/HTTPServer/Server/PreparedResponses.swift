import CMicroHTTPD
import Synchronization

/// libmicrohttpd responses built once and queued many times, for answers marked
/// ``Response/isReusable`` (a cached page: the same body buffer and headers request after request).
///
/// Building a response copies the body and every header into C strings (allocations and copies that were
/// most of the `queue` step in a small GET's profile); libmicrohttpd reference-counts responses, so one
/// object may be queued on any number of connections. An entry holds the body array it was built from,
/// so its buffer can't be freed and reused for other bytes while the entry exists: same buffer, same
/// length and equal headers mean the same answer. Few entries, the oldest dropped first.
final class PreparedResponses: Sendable {
  private struct Entry {
    let answer: Response  // kept whole: its body buffer stays allocated while the entry exists
    let response: UInt  // MHD_Response pointer, as a Sendable integer; this entry owns one reference
  }

  static let capacity = 32
  private let entries = Mutex<[Entry]>([])

  /// Queues `response` on `connection` from a prepared libmicrohttpd response, building it with `build`
  /// the first time (which returns it with one reference, kept by the entry). Under the lock, so an entry
  /// dropped by another thread can't be freed between finding and queueing it; queueing takes
  /// libmicrohttpd's own reference, so dropping an entry never cuts an answer short. Nil when `build` fails.
  func queue(
    _ response: Response, status: UInt32, on connection: OpaquePointer, build: (Response) -> OpaquePointer?
  ) -> MHD_Result? {
    entries.withLock { entries -> MHD_Result? in
      if let entry = entries.first(where: { $0.answer.isSameAnswer(as: response) }),
        let pointer = OpaquePointer(bitPattern: entry.response)
      {
        return MHD_queue_response(connection, status, pointer)
      }
      guard let built = build(response) else { return nil }
      entries.append(Entry(answer: response, response: UInt(bitPattern: built)))
      let result = MHD_queue_response(connection, status, built)
      if entries.count > Self.capacity, let oldest = OpaquePointer(bitPattern: entries.removeFirst().response)
      {
        MHD_destroy_response(oldest)
      }
      return result
    }
  }

  /// Frees every prepared response (the core that owns this list is released after the daemon stopped).
  deinit {
    for entry in entries.withLock({ $0 }) {
      if let pointer = OpaquePointer(bitPattern: entry.response) { MHD_destroy_response(pointer) }
    }
  }
}
