import AnalyticsPostgres
import Foundation
import TestSupport

/// A real server on a temporary campaign folder (`ab-test` with variants A and B) and a PostgreSQL URL.
final class PostgresServer: Sendable {
  let folder: URL
  let databaseURL: String
  let server: ServerProcess

  /// Starts a server on `databaseURL` (any `--database` value: the rollup tests use it for SQLite too).
  init(databaseURL: String, environment: [String: String] = [:]) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("dp-pg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let campaign = """
      {"id": "ab-test", "title": "A/B test", "banner": "https://example.com/banner.png", "actionURL": "",
       "variants": [{"id": "A", "style": "pop-grow"}, {"id": "B", "style": "pop-shrink"}]}
      """
    try Data(campaign.utf8).write(to: folder.appendingPathComponent("ab-test.json"))
    self.databaseURL = databaseURL
    server = try ServerProcess(
      arguments: ["--campaigns", folder.path, "--database", databaseURL], environment: environment)
  }

  var port: UInt16 { server.port }

  /// A store on the same database, to look at what the server stored.
  func openStore() throws -> PostgresEventStore { try PostgresEventStore(url: databaseURL) }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// `GET /healthz` on a fresh connection: status, `Retry-After`, and the JSON body.
  func health() throws -> (status: Int, retryAfter: String?, body: [String: String]) {
    let connection = try RawHTTPConnection(port: port)
    try connection.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    let response = try connection.readResponse()
    let body = (try? JSONSerialization.jsonObject(with: Data(response.body))) as? [String: String] ?? [:]
    return (response.status, response.headers["retry-after"], body)
  }
}

/// Polls `condition` every 50 ms until it holds or `seconds` passed; returns whether it held.
func waitUntil(seconds: Double, _ condition: () throws -> Bool) rethrows -> Bool {
  let deadline = Date().addingTimeInterval(seconds)
  while Date() < deadline {
    if try condition() { return true }
    usleep(50_000)
  }
  return try condition()
}
