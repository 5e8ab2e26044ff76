import Foundation
import TestSupport

/// What the event-client tests read beside the server: the client's queue folder and its dead letters.
extension EventServer {
  /// The client's queue folder, inside the server's temporary folder.
  var queue: URL { folder.appendingPathComponent("queue") }

  /// The ids in the queue folder's dead-letter file.
  func deadLetterIDs() throws -> Set<String> {
    let data = (try? Data(contentsOf: queue.appendingPathComponent("dead-letter.jsonl"))) ?? Data()
    var ids = Set<String>()
    for line in data.split(separator: UInt8(ascii: "\n")) {
      let object = try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any]
      if let id = (object?["event"] as? [String: Any])?["id"] as? String { ids.insert(id) }
    }
    return ids
  }
}
