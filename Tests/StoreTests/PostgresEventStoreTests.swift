import Analytics
import Foundation
import TestSupport
import Testing

@testable import AnalyticsPostgres

/// What only the PostgreSQL store does: URLs, an unreachable server, lost connections, schema checks.
@Suite("PostgreSQL event store", .enabled(if: !TestPostgres.isSkipped, "\(TestPostgres.skipVariable)=1"))
struct PostgresEventStoreTests {
  /// A port nothing listens on here (tcpmux): connecting is refused at once.
  static let closedPort = 1

  @Test func anUnreachableServerIsUnavailableWithTheReasonAndNoPassword() throws {
    let store = try PostgresEventStore(url: "postgres://app:s3cret-pw@127.0.0.1:\(Self.closedPort)/events")
    defer { store.close() }
    #expect(store.target == "127.0.0.1:\(Self.closedPort)/events")
    var failure: EventStoreError?
    do throws(EventStoreError) { try store.migrate() } catch { failure = error }
    let error = try #require(failure)
    #expect(error.kind == .unavailable && error.isTransient)
    #expect(PostgresEventStore.isUnreachable(error))
    #expect(error.message.contains("127.0.0.1:\(Self.closedPort)/events"), "\(error.message)")
    #expect(!error.message.contains("s3cret"))
    // Within the backoff the same reason comes back at once, without another attempt.
    let start = ContinuousClock.now
    #expect { try store.checkHealth() } throws: { ($0 as? EventStoreError)?.message == error.message }
    #expect { try store.insert([makeEvent("evt-unreachable")]) } throws: {
      storeErrorKind($0) == .unavailable
    }
    #expect(ContinuousClock.now - start < .milliseconds(50))
  }

  @Test func aURLLibpqCantParseIsRefused() throws {
    #expect { try PostgresEventStore(url: "postgres://u:pw@127.0.0.1/db?no_such_option=1") } throws: {
      storeErrorKind($0) == .invalidRequest && !"\($0)".contains("pw@")
    }
  }

  @Test func sslmodeFromTheURLIsUsed() throws {
    let database = try TestDatabase()
    let required = try PostgresEventStore(url: database.url + "?sslmode=require")
    defer { required.close() }
    // The test cluster has no TLS: libpq refuses to go on without it.
    #expect { try required.migrate() } throws: { "\($0)".contains("SSL") }
    let disabled = try PostgresEventStore(url: database.url + "?sslmode=disable")
    defer { disabled.close() }
    #expect(try disabled.migrate() == StoreBackend.postgres.migrationCount)
  }

  @Test func aLostConnectionIsReplacedAtOnce() throws {
    let database = try TestDatabase()
    let store = try PostgresEventStore(url: database.url)
    defer { store.close() }
    try store.migrate()
    #expect(try store.insert([makeEvent("evt-lost-1")]).accepted == 1)
    try store.checkHealth()
    // An administrator ends every session of the database (as a restart or a failover does).
    let ended = try TestPostgres.psql(
      database.url,
      "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = current_database() "
        + "AND pid <> pg_backend_pid()")
    #expect(ended == "2")
    #expect(
      try store.insert([makeEvent("evt-lost-1"), makeEvent("evt-lost-2")]).isDuplicate == [true, false])
    try store.checkHealth()
    #expect(try store.storedEventCount() == 2)
  }

  @Test func migratesOnConnectMigratesOnFirstUse() throws {
    let database = try TestDatabase()
    let store = try PostgresEventStore(url: database.url, migratesOnConnect: true)
    defer { store.close() }
    #expect(try store.insert([makeEvent("evt-auto-1")]).accepted == 1)
    try store.checkHealth()
    #expect(try store.migrate() == 0)
    let applied = try TestPostgres.psql(database.url, "SELECT count(*) FROM schema_migrations")
    #expect(applied == "\(StoreBackend.postgres.migrationCount)")
  }

  @Test func theSchemaMatchesSQLites() throws {
    let database = try TestDatabase()
    let store = try PostgresEventStore(url: database.url)
    defer { store.close() }
    try store.migrate()
    let columns = try TestPostgres.psql(
      database.url,
      "SELECT string_agg(column_name, ',' ORDER BY ordinal_position) FROM information_schema.columns "
        + "WHERE table_name = 'events'")
    #expect(
      columns
        == "seq,id,campaign,variant,event_type,event_trigger,user_id,source,ts,received_at,event_time,"
        + "install_id,install_seq,app_version,device")
    let indexes = try TestPostgres.psql(
      database.url,
      "SELECT string_agg(indexname, ',' ORDER BY indexname) FROM pg_indexes WHERE tablename = 'events'")
    #expect(indexes == "events_id_key,events_pkey,events_report")
  }

  @Test func aNewerSchemaIsRefused() throws {
    let database = try TestDatabase()
    let store = try PostgresEventStore(url: database.url)
    defer { store.close() }
    try store.migrate()
    try TestPostgres.psql(
      database.url, "INSERT INTO schema_migrations (version, name, applied_at) VALUES (99, 'future', 0)")
    #expect { try store.migrate() } throws: {
      storeErrorKind($0) == .unavailable && "\($0)".contains("newer")
    }
    #expect { try store.checkHealth() } throws: { storeErrorKind($0) == .unavailable }
  }
}
