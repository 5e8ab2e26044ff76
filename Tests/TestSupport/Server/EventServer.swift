import Analytics
import AnalyticsSQLite
import Foundation

/// A real server on a temporary campaign folder (`ab-test` with variants A and B) and SQLite file (or
/// a PostgreSQL database), for the end-to-end and event-client suites.
public final class EventServer {
  /// The temporary folder (campaigns, database, anything a test keeps beside them).
  public let folder: URL
  /// The SQLite file.
  public let databasePath: String
  /// The running server.
  public var server: ServerProcess!

  /// The `--database` URL: `sqlite:` and ``databasePath`` unless a PostgreSQL URL was given.
  public let databaseURL: String

  /// Starts a server on a fresh folder; `extraArguments` are added to `serve`. `databaseURL` (a
  /// `postgres://` URL) replaces the SQLite file.
  public init(extraArguments: [String] = [], databaseURL: String? = nil) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("dp-events-\(UUID().uuidString)")
    let campaigns = folder.appendingPathComponent("campaigns")
    try FileManager.default.createDirectory(at: campaigns, withIntermediateDirectories: true)
    let campaign = """
      {"id": "ab-test", "title": "A/B test", "banner": "https://example.com/banner.png",
       "actionURL": "https://example.com/", "variants": [{"id": "A", "style": "pop-grow"}, {"id": "B", "style": "pop-shrink"}]}
      """
    try Data(campaign.utf8).write(to: campaigns.appendingPathComponent("ab-test.json"))
    databasePath = folder.appendingPathComponent("events.sqlite").path
    self.databaseURL = databaseURL ?? "sqlite:" + databasePath
    self.extraArguments = extraArguments
    try start()
  }

  private let extraArguments: [String]

  /// (Re)starts the server on the same files.
  public func start() throws {
    server = try ServerProcess(
      arguments: [
        "--campaigns", folder.appendingPathComponent("campaigns").path, "--database", databaseURL,
      ]
        + extraArguments)
  }

  /// The server's port.
  public var port: UInt16 { server.port }

  /// A new server process on the same port and files (a client keeps its URL across the restart),
  /// with `adding` after the original arguments.
  public func restartOnSamePort(adding: [String] = []) throws {
    let port = server.port
    server = try ServerProcess(
      arguments: [
        "--campaigns", folder.appendingPathComponent("campaigns").path, "--database", databaseURL,
        "--port", String(port),
      ]
        + extraArguments + adding)
  }

  /// Opens the database file directly (after the server stopped or alongside it: WAL readers are fine).
  public func openStore() throws -> SQLiteEventStore { try SQLiteEventStore(path: databasePath) }

  deinit {
    server = nil
    try? FileManager.default.removeItem(at: folder)
  }

  /// One event as JSON.
  public static func event(
    _ id: String, type: String = "impression", variant: String = "A", extra: String = ""
  )
    -> String
  {
    "{\"id\":\"\(id)\",\"campaign\":\"ab-test\",\"variant\":\"\(variant)\",\"type\":\"\(type)\"\(extra)}"
  }

  /// A POST of `body` on a raw keep-alive connection.
  public static func post(
    _ connection: RawHTTPConnection, _ body: String, contentType: String = "application/json",
    extraHeaders: String = ""
  ) throws -> RawResponse {
    try connection.send(
      "POST /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: \(contentType)\r\n\(extraHeaders)Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
    )
    return try connection.readResponse()
  }
}
