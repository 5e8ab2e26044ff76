import Analytics

extension PostgresEventStore {
  /// Applies the missing migrations in one transaction holding the migration advisory lock, so
  /// instances starting together apply each migration once. Returns how many it applied.
  static func migrate(on connection: PostgresConnection) throws(EventStoreError) -> Int {
    try connection.execute("BEGIN")
    do throws(EventStoreError) {
      try connection.query("SELECT pg_advisory_xact_lock($1)", [.integer(PostgresSchema.migrationLock)])
      try connection.execute(PostgresSchema.createMigrationsTable)
      let current =
        try connection.query("SELECT coalesce(max(version), 0) FROM schema_migrations")
        .integer(0, 0) ?? 0
      guard current <= PostgresSchema.latestVersion else {
        throw EventStoreError(
          .unavailable,
          "The database schema is at version \(current), newer than this program's "
            + "\(PostgresSchema.latestVersion); run a newer dialog-preview.")
      }
      var applied = 0
      for migration in PostgresSchema.migrations where migration.version > current {
        try connection.execute(migration.sql)
        try connection.query(
          "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
          [.integer(migration.version), .text(migration.name), .integer(EventDecoder.systemNow())])
        applied += 1
      }
      try connection.execute("COMMIT")
      return applied
    } catch {
      connection.rollbackIfNeeded()
      throw error
    }
  }
}
