import Synchronization

/// The encoded forms of reusable answers (``Response/isReusable``: a cached page, a static file), each
/// compressed once at the highest effort and then served as it is, request after request (itself
/// reusable: the same body buffer, so the server's prepared response is queued again).
///
/// An entry keeps the answer it was made from, so that answer's body buffer can't be freed and reused
/// for other bytes while the entry exists: the same answer (``Response/isSameAnswer(as:)``) and coding
/// mean the same encoded answer. Few entries, the oldest dropped first.
public final class CompressedAnswers: Sendable {
  private struct Entry {
    let original: Response
    let coding: ContentCoding?
    let answer: Response
  }

  public static let capacity = 96
  private let entries = Mutex<[Entry]>([])
  private let compressions = Atomic<Int>(0)

  public init() {}

  /// How many bodies were compressed here (each reusable body once per coding, until dropped).
  public var compressionCount: Int { compressions.load(ordering: .relaxed) }

  /// `response` (compressible) as sent to a client taking `coding` (nil: the identity, with `Vary`
  /// only).
  public func answer(_ response: Response, coding: ContentCoding?) -> Response {
    if let found = entries.withLock({ entries in
      entries.first { $0.coding == coding && $0.original.isSameAnswer(as: response) }?.answer
    }) {
      return found
    }
    var answer = response.varyingByEncoding()
    if let coding, let encoded = response.encoded(coding, effort: .cached) {
      compressions.add(1, ordering: .relaxed)
      answer = encoded
    }
    answer.isReusable = true
    entries.withLock { entries in
      entries.append(Entry(original: response, coding: coding, answer: answer))
      if entries.count > Self.capacity { entries.removeFirst() }
    }
    return answer
  }
}
