import Analytics
import Foundation
import Synchronization
import TestSupport

/// One client posting random events of the campaign `ab-test` on a keep-alive connection, for the
/// rollup process tests: single events and batches of up to 41, one request in ten a resend of the
/// previous one (duplicates), 60 named users (variant by number unless `variant` says otherwise) and a
/// few anonymous events, both sources, times over the last four days or none. Records the ids of the
/// events the server acknowledged (a 200); ends at the first failed request or at ``stop()``.
final class RollupLoad: Sendable {
  private struct State {
    var acknowledged: [String] = []
    var failures: [String] = []
    var stopped = false
  }

  let seed: UInt64
  let port: UInt16
  let prefix: String
  /// The variant a user sends from this client, nil for the user's own (A for even numbers, else B).
  let variant: @Sendable (Int) -> String?
  private let state = Mutex(State())

  init(seed: UInt64, port: UInt16, prefix: String, variant: @escaping @Sendable (Int) -> String?) {
    self.seed = seed
    self.port = port
    self.prefix = prefix
    self.variant = variant
  }

  /// The ids of the acknowledged events so far.
  var acknowledged: [String] { state.withLock { $0.acknowledged } }
  /// What went wrong, if anything (a request after ``stop()`` is not a failure).
  var failures: [String] { state.withLock { $0.failures } }

  /// Ends ``run(requests:)`` before its next request.
  func stop() { state.withLock { $0.stopped = true } }

  /// The user an event id of this load names, nil for an anonymous event.
  static func user(ofID id: String) -> String? {
    guard let last = id.split(separator: "-").last, last.hasPrefix("u") else { return nil }
    return String(last)
  }

  /// Sends up to `requests` requests.
  func run(requests: Int) {
    var random = SplitMix64(seed: seed)
    let now = EventDecoder.systemNow()
    var counter = 0
    var previous: (body: String, ids: [String])?
    let connection: RawHTTPConnection
    do {
      connection = try RawHTTPConnection(port: port)
    } catch {
      state.withLock { $0.failures.append("connect: \(error)") }
      return
    }
    for _ in 0..<requests {
      if state.withLock({ $0.stopped }) { break }
      var request: (body: String, ids: [String])
      if let previous, random.unit() < 0.1 {
        request = previous
      } else {
        let size = random.unit() < 0.5 ? 1 : Int(random.next() % 40) + 2
        var events: [String] = []
        var ids: [String] = []
        for _ in 0..<size {
          counter += 1
          let number = Int(random.next() % 60)
          let anonymous = random.unit() < 0.05
          let id = "\(prefix)-\(String(format: "%06d", counter))-\(anonymous ? "anon" : "u\(number)")"
          let type = random.unit() < 0.55 ? "impression" : random.unit() < 0.66 ? "tap" : "close"
          let chosen = variant(number) ?? (number % 2 == 0 ? "A" : "B")
          var fields = [
            "\"id\":\"\(id)\"", "\"campaign\":\"ab-test\"", "\"variant\":\"\(chosen)\"",
            "\"type\":\"\(type)\"",
            "\"source\":\"\(random.unit() < 0.7 ? "app" : "preview")\"",
          ]
          if !anonymous { fields.append("\"user\":\"u\(number)\"") }
          if type == "close" { fields.append("\"trigger\":\"overlay\"") }
          if random.unit() < 0.5 {
            fields.append("\"ts\":\(now - Int64(random.next() % UInt64(4 * RollupPlan.dayMilliseconds)))")
          }
          events.append("{" + fields.joined(separator: ",") + "}")
          ids.append(id)
        }
        request = (size == 1 ? events[0] : "{\"events\":[" + events.joined(separator: ",") + "]}", ids)
      }
      previous = request
      do {
        let response = try EventServer.post(connection, request.body)
        if response.status == 503 {
          usleep(50_000)
          continue
        }
        guard response.status == 200 else {
          throw TestFailure("status \(response.status): \(String(decoding: response.body, as: UTF8.self))")
        }
        state.withLock { $0.acknowledged += request.ids }
      } catch {
        state.withLock { state in if !state.stopped { state.failures.append("\(error)") } }
        break
      }
    }
  }
}
