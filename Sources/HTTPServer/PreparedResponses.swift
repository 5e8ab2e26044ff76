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
    let body: [UInt8]
    let headers: [(name: String, value: String)]
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
      if let entry = entries.first(where: { Self.same($0, response) }),
        let pointer = OpaquePointer(bitPattern: entry.response)
      {
        return MHD_queue_response(connection, status, pointer)
      }
      guard let built = build(response) else { return nil }
      entries.append(Entry(body: response.body, headers: response.headers, response: UInt(bitPattern: built)))
      let result = MHD_queue_response(connection, status, built)
      if entries.count > Self.capacity, let oldest = OpaquePointer(bitPattern: entries.removeFirst().response)
      {
        MHD_destroy_response(oldest)
      }
      return result
    }
  }

  private static func same(_ entry: Entry, _ response: Response) -> Bool {
    guard entry.body.count == response.body.count, entry.headers.count == response.headers.count else {
      return false
    }
    let sameBuffer = entry.body.withUnsafeBufferPointer { a in
      response.body.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
    }
    return sameBuffer
      && zip(entry.headers, response.headers).allSatisfy { $0.name == $1.name && $0.value == $1.value }
  }
}
