import Analytics
import AnalyticsPostgres
import AnalyticsSQLite
import Foundation
import TestSupport
import Testing

/// `dialog-preview purge` through the real executable on both stores: by user (erasure), by date
/// (retention), by source (preview traffic), printing how many events it deleted; never without a
/// condition.
@Suite struct PurgeCommandTests {
  enum Backend: String, CaseIterable, Sendable { case sqlite, postgres }

  static let old: Int64 = 1_609_459_200_000  // 2021-01-01T00:00:00Z
  static let now = Int64(Date().timeIntervalSince1970 * 1000)

  static let events: [Event] = [
    Event(
      id: "purge-0001", campaign: "ab-test", variant: "A", type: .impression, user: "erase-me", ts: old,
      receivedAt: now),
    Event(
      id: "purge-0002", campaign: "ab-test", variant: "B", type: .tap, trigger: .banner, user: "erase-me",
      source: .preview, receivedAt: now),
    Event(
      id: "purge-0003", campaign: "ab-test", variant: "A", type: .impression, user: "keep", ts: old,
      receivedAt: now),
    Event(
      id: "purge-0004", campaign: "ab-test", variant: "A", type: .impression, user: "keep", source: .preview,
      receivedAt: now),
    Event(
      id: "purge-0005", campaign: "ab-test", variant: "B", type: .close, trigger: .overlay, user: "keep",
      receivedAt: now),
  ]

  /// A fresh database of `backend` holding ``events``; its `--database` URL and a way to open it.
  struct Database {
    let url: String
    let open: () throws -> any EventStore
    let keep: AnyObject?
  }

  static func database(_ backend: Backend) throws -> Database {
    let database: Database
    switch backend {
    case .sqlite:
      let path = FileManager.default.temporaryDirectory.appendingPathComponent(
        "dp-purge-\(UUID().uuidString).sqlite"
      ).path
      database = Database(url: "sqlite:" + path, open: { try SQLiteEventStore(path: path) }, keep: nil)
    case .postgres:
      let created = try TestDatabase()
      database = Database(url: created.url, open: { try PostgresEventStore(url: created.url) }, keep: created)
    }
    let store = try database.open()
    defer { store.close() }
    try store.migrate()
    _ = try store.insert(events)
    return database
  }

  static func purge(_ arguments: [String], _ database: Database) throws -> (
    code: Int32, stdout: String, stderr: String
  ) {
    try ServerProcess.run(["purge"] + arguments + ["--database", database.url])
  }

  static func storedIDs(_ database: Database) throws -> [String] {
    let store = try database.open()
    defer { store.close() }
    return try events.map(\.id).filter { try store.event(id: $0) != nil }
  }

  @Test func purgesByUserDateAndSourceOnSQLite() throws {
    try PurgeCommandTests.purgesByUserDateAndSource(.sqlite)
  }

  @Test func refusesBadConditionsOnSQLite() throws { try PurgeCommandTests.refusesBadConditions(.sqlite) }

  static func purgesByUserDateAndSource(_ backend: Backend) throws {
    let database = try PurgeCommandTests.database(backend)
    let byUser = try PurgeCommandTests.purge(["--user", "erase-me"], database)
    #expect(byUser.code == 0, "\(byUser.stderr)")
    #expect(byUser.stdout == "deleted 2 events\n")
    #expect(try PurgeCommandTests.storedIDs(database) == ["purge-0003", "purge-0004", "purge-0005"])

    let byDate = try PurgeCommandTests.purge(["--before", "2022-01-01"], database)
    #expect(byDate.stdout == "deleted 1 event\n")
    #expect(try PurgeCommandTests.storedIDs(database) == ["purge-0004", "purge-0005"])

    let bySource = try PurgeCommandTests.purge(["--source", "preview"], database)
    #expect(bySource.stdout == "deleted 1 event\n")
    #expect(try PurgeCommandTests.storedIDs(database) == ["purge-0005"])

    let nothing = try PurgeCommandTests.purge(["--user", "nobody", "--source", "app"], database)
    #expect(nothing.stdout == "deleted 0 events\n")
    #expect(try PurgeCommandTests.storedIDs(database) == ["purge-0005"])
  }

  static func refusesBadConditions(_ backend: Backend) throws {
    let database = try PurgeCommandTests.database(backend)
    for arguments in [[], ["--before", "yesterday"], ["--source", "web"], ["--user"]] {
      let result = try PurgeCommandTests.purge(arguments, database)
      #expect(result.code == 2, "\(arguments)")
      #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
    }
    #expect(try PurgeCommandTests.storedIDs(database).count == PurgeCommandTests.events.count)
  }
}

/// The same on PostgreSQL (fails without `DIALOG_PREVIEW_TEST_POSTGRES`; skipped only with
/// `DIALOG_PREVIEW_SKIP_POSTGRES=1`).
@Suite(.enabled(if: !TestPostgres.isSkipped, "\(TestPostgres.skipVariable)=1"))
struct PurgeCommandPostgresTests {
  @Test func purgesByUserDateAndSourceOnPostgreSQL() throws {
    try PurgeCommandTests.purgesByUserDateAndSource(.postgres)
  }

  @Test func refusesBadConditionsOnPostgreSQL() throws {
    try PurgeCommandTests.refusesBadConditions(.postgres)
  }
}
