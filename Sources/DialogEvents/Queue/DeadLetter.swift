import Foundation

/// An event the server refused, kept in `dead-letter.jsonl` of the queue folder: one JSON object a
/// line, `{"event":{…},"status":422,"error":"unknown campaign","at":1764400000000}`. The app reads
/// them with ``EventLogger/deadLetters()``; the library never sends them again.
public struct DeadLetter: Sendable, Hashable {
  /// The dead-letter file's name in the queue folder.
  public static let fileName = "dead-letter.jsonl"
  /// The event's id.
  public let id: String
  /// The event as it was sent (JSON).
  public let event: String
  /// The HTTP status of the answer (200 or 422 for an event named in `rejected`, 400, 413 or 415).
  public let status: Int
  /// The server's sentence.
  public let error: String
  /// When it was refused, epoch milliseconds.
  public let at: Int64

  /// The line written for an event.
  static func line(event: Data, status: Int, error: String, at: Int64) -> Data {
    let quoted =
      (try? JSONSerialization.data(withJSONObject: [error], options: [])).map {
        String(decoding: $0.dropFirst().dropLast(), as: UTF8.self)
      } ?? "\"\""
    var line = Data("{\"event\":".utf8)
    line += event
    line += Data(",\"status\":\(status),\"error\":\(quoted),\"at\":\(at)}\n".utf8)
    return line
  }

  /// The dead letters in `file` (one per id: a kill between writing one and removing the event from
  /// the queue makes the next launch refuse it again); lines that do not parse are skipped.
  static func read(_ file: URL) -> [DeadLetter] {
    guard let data = try? Data(contentsOf: file) else { return [] }
    var seen = Set<String>()
    var letters: [DeadLetter] = []
    for line in data.split(separator: UInt8(ascii: "\n")) {
      guard let object = (try? JSONSerialization.jsonObject(with: Data(line))) as? [String: Any],
        let event = object["event"] as? [String: Any], let id = event["id"] as? String,
        let eventData = try? JSONSerialization.data(withJSONObject: event, options: [.sortedKeys]),
        !seen.contains(id)
      else { continue }
      seen.insert(id)
      letters.append(
        DeadLetter(
          id: id, event: String(decoding: eventData, as: UTF8.self), status: object["status"] as? Int ?? 0,
          error: object["error"] as? String ?? "", at: (object["at"] as? NSNumber)?.int64Value ?? 0))
    }
    return letters
  }
}
