import HTTPServer
import Synchronization

/// Reusable answers (``Response/isReusable``: a cached page, a prepared ingest answer) with the security
/// headers already added, so `SecurityHeaders` doesn't rebuild the same header list for every request.
///
/// An entry keeps the answer it was made from, so that answer's body buffer can't be freed and reused
/// for other bytes while the entry exists: the same answer (``Response/isSameAnswer(as:)``: buffer and
/// length, status, equal headers, the type a 304 stands for) and the same kind of path (embed or not)
/// mean the same secured answer. Few entries, the oldest dropped first.
final class SecuredAnswers: Sendable {
  private struct Entry {
    let original: Response
    let embed: Bool
    let secured: Response
  }

  static let capacity = 32
  private let entries = Mutex<[Entry]>([])

  /// The secured form of `response`, made by `secure` the first time.
  func secured(_ response: Response, embed: Bool, secure: (Response) -> Response) -> Response {
    if let found = entries.withLock({ entries in
      entries.first { $0.embed == embed && $0.original.isSameAnswer(as: response) }?.secured
    }) {
      return found
    }
    let secured = secure(response)
    entries.withLock { entries in
      entries.append(Entry(original: response, embed: embed, secured: secured))
      if entries.count > Self.capacity { entries.removeFirst() }
    }
    return secured
  }
}
