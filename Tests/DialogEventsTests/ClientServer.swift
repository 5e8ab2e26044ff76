import AnalyticsSQLite
import Foundation
import TestSupport

/// A real server on a temporary campaign folder (`ab-test`) and SQLite file, restartable on its port.
final class ClientServer {
  let folder: URL
  let databasePath: String
  var server: ServerProcess!
  let extraArguments: [String]
  var queue: URL { folder.appendingPathComponent("queue") }

  init(extraArguments: [String] = []) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("dp-client-\(UUID().uuidString)")
    let campaigns = folder.appendingPathComponent("campaigns")
    try FileManager.default.createDirectory(at: campaigns, withIntermediateDirectories: true)
    let campaign = """
      {"id": "ab-test", "title": "A/B test", "banner": "https://example.com/banner.png",
       "actionURL": "https://example.com/", "variants": [{"id": "A", "style": "pop-grow"}, {"id": "B", "style": "pop-shrink"}]}
      """
    try Data(campaign.utf8).write(to: campaigns.appendingPathComponent("ab-test.json"))
    databasePath = folder.appendingPathComponent("events.sqlite").path
    self.extraArguments = extraArguments
    server = try ServerProcess(arguments: arguments)
  }

  var arguments: [String] {
    ["--campaigns", folder.appendingPathComponent("campaigns").path, "--database", "sqlite:" + databasePath]
      + extraArguments
  }

  var port: UInt16 { server.port }

  /// A new server process on the same port and database.
  func restart() throws {
    let port = server.port
    server = try ServerProcess(arguments: arguments + ["--port", String(port)])
  }

  func openStore() throws -> SQLiteEventStore { try SQLiteEventStore(path: databasePath) }

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

  deinit {
    server = nil
    try? FileManager.default.removeItem(at: folder)
  }
}
