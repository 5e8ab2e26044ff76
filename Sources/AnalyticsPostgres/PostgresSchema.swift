import Analytics

/// The event schema as versioned migrations, the same tables, columns and indexes as the SQLite store's
/// (`SQLiteSchema`); each migration runs once, recorded in `schema_migrations`.
///
/// Never edit a released migration: append a new one, here and in `SQLiteSchema`.
enum PostgresSchema {
  struct Migration {
    let version: Int64
    let name: String
    let sql: String
  }

  /// The key of the transaction-level advisory lock that serializes migrations across instances.
  static let migrationLock: Int64 = 0x6469_616c_6f67  // "dialog"

  static let createMigrationsTable = """
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version BIGINT PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at BIGINT NOT NULL
    )
    """

  static let migrations: [Migration] = [
    Migration(
      version: 1, name: "events",
      sql: """
        CREATE TABLE events (
          seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
          id TEXT NOT NULL UNIQUE,
          campaign TEXT NOT NULL,
          variant TEXT NOT NULL,
          event_type TEXT NOT NULL CHECK (event_type IN ('impression', 'tap', 'close')),
          event_trigger TEXT CHECK (event_trigger IN
            ('banner', 'close_button', 'overlay', 'button', 'escape', 'programmatic')),
          user_id TEXT,
          source TEXT NOT NULL CHECK (source IN ('app', 'preview')),
          ts BIGINT,
          received_at BIGINT NOT NULL,
          -- Written by the store, as in SQLite, and checked.
          event_time BIGINT NOT NULL,
          CHECK ((event_type = 'impression') = (event_trigger IS NULL)),
          CHECK (event_time = coalesce(ts, received_at))
        );
        -- Covers the report's counts: seek campaign and source, range on time, read the rest from the index.
        CREATE INDEX events_report ON events (campaign, source, event_time, variant, event_type, user_id);
        -- Purges by user (erasure) and by time (retention).
        CREATE INDEX events_user ON events (user_id) WHERE user_id IS NOT NULL;
        CREATE INDEX events_time ON events (event_time);
        """),
    // Every index is one more B-tree each insert writes; these two served only the purge CLI, a rare
    // maintenance command that can afford a scan (about a second per million events), while they cost
    // the ingest path about a third of its write work (docs/benchmarks.md). Reports use events_report.
    Migration(
      version: 2, name: "drop purge indexes",
      sql: """
        DROP INDEX IF EXISTS events_user;
        DROP INDEX IF EXISTS events_time;
        """),
    // Rollups kept at ingest, as in SQLite (RollupPlan); sums rows sharded (PostgresEventStore.sumsShards)
    // so instances don't queue on one row per variant. Filled from the stored events here.
    // Migration 3 had not shipped when its unit rows went from one per (campaign, scope, user) to one
    // per (campaign, user), so it was edited in place.
    Migration(
      version: 3, name: "rollups",
      sql: """
        -- One row per (campaign, user): each source's part (first variant, NULL without an event of the
        -- source; a second variant seen; counters), the `all` scope derived from both (RollupUnitState).
        -- Issue 26 words it as a row per (campaign, scope, user): the same semantics, one B-tree write.
        CREATE TABLE rollup_units (
          campaign TEXT NOT NULL,
          user_id TEXT NOT NULL,
          app_variant TEXT,
          app_mixed BIGINT NOT NULL,
          app_impressions BIGINT NOT NULL,
          app_taps BIGINT NOT NULL,
          app_closes BIGINT NOT NULL,
          preview_variant TEXT,
          preview_mixed BIGINT NOT NULL,
          preview_impressions BIGINT NOT NULL,
          preview_taps BIGINT NOT NULL,
          preview_closes BIGINT NOT NULL,
          app_was_mixed BIGINT NOT NULL,
          preview_was_mixed BIGINT NOT NULL,
          PRIMARY KEY (campaign, user_id)
        );
        CREATE TABLE rollup_daily (
          campaign TEXT NOT NULL,
          source TEXT NOT NULL,
          day BIGINT NOT NULL,
          user_id TEXT NOT NULL,
          variant TEXT NOT NULL,
          impressions BIGINT NOT NULL,
          taps BIGINT NOT NULL,
          closes BIGINT NOT NULL,
          PRIMARY KEY (campaign, source, day, user_id, variant)
        );
        CREATE TABLE rollup_sums (
          campaign TEXT NOT NULL,
          scope TEXT NOT NULL,
          variant TEXT NOT NULL,
          shard BIGINT NOT NULL,
          user_groups BIGINT NOT NULL,
          units BIGINT NOT NULL,
          users_tapped BIGINT NOT NULL,
          impressions BIGINT NOT NULL,
          taps BIGINT NOT NULL,
          closes BIGINT NOT NULL,
          taps_sq BIGINT NOT NULL,
          impressions_sq BIGINT NOT NULL,
          taps_impressions BIGINT NOT NULL,
          unmatched BIGINT NOT NULL,
          anon_impressions BIGINT NOT NULL,
          anon_taps BIGINT NOT NULL,
          anon_closes BIGINT NOT NULL,
          mixed_users BIGINT NOT NULL,
          PRIMARY KEY (campaign, scope, variant, shard)
        );
        """ + RollupSQL.rebuild(campaign: nil, closeSquares: false, slices: false).joined(separator: ";\n")
          + ";"),
    // The delivery ledger, as SQLite's migration 5: three nullable columns on the events (instant: no
    // table rewrite; no index) and the ledger's tables, its counters sharded as the rollups' sums.
    Migration(
      version: 4, name: "delivery ledger",
      sql: """
        ALTER TABLE events ADD COLUMN install_id TEXT, ADD COLUMN install_seq BIGINT,
          ADD COLUMN app_version TEXT;
        CREATE TABLE delivery_installs (
          install_id TEXT PRIMARY KEY,
          highest_seq BIGINT NOT NULL,
          app_version TEXT
        );
        CREATE TABLE delivery_install_versions (
          install_id TEXT NOT NULL,
          app_version TEXT NOT NULL,
          PRIMARY KEY (install_id, app_version)
        );
        CREATE TABLE delivery_gaps (
          install_id TEXT NOT NULL,
          low BIGINT NOT NULL,
          high BIGINT NOT NULL,
          closed_at BIGINT NOT NULL,
          app_version TEXT NOT NULL,
          PRIMARY KEY (install_id, low)
        );
        CREATE TABLE delivery_counts (
          app_version TEXT NOT NULL,
          sequenced BIGINT NOT NULL,
          shard BIGINT NOT NULL,
          received BIGINT NOT NULL,
          installs BIGINT NOT NULL,
          duplicates BIGINT NOT NULL,
          PRIMARY KEY (app_version, sequenced, shard)
        );
        INSERT INTO delivery_counts (app_version, sequenced, shard, received, installs, duplicates)
          SELECT '', 0, 0, count(*), 0, 0 FROM events HAVING count(*) > 0;
        """),
    // The close rate's guardrail, as SQLite's migration 6: Σc² and Σc·d in the sums rows, recomputed
    // from the unit and daily rows.
    Migration(
      version: 5, name: "close sums",
      sql: """
        ALTER TABLE rollup_sums ADD COLUMN closes_sq BIGINT NOT NULL DEFAULT 0,
          ADD COLUMN closes_impressions BIGINT NOT NULL DEFAULT 0;
        """ + RollupSQL.rebuildSums(campaign: nil).joined(separator: ";\n") + ";"),
    // The device class of each event, as SQLite's migration 7.
    Migration(version: 6, name: "event device", sql: "ALTER TABLE events ADD COLUMN device TEXT;"),
    // Each writer's commits per campaign day, so a report's range cache sees what others changed
    // (issue 43, part 4: RangeCache).
    Migration(version: 7, name: "range versions", sql: RangeVersion.createTable + ";"),
    // Rollups that keep slices, as SQLite's migration 9: each daily row's first event and its values,
    // the anonymous events per slice; the rollups recomputed from the events.
    Migration(
      version: 8, name: "slice rollups",
      sql: """
        ALTER TABLE rollup_daily ADD COLUMN first_seq BIGINT NOT NULL DEFAULT 0,
          ADD COLUMN app_version TEXT NOT NULL DEFAULT '', ADD COLUMN device TEXT NOT NULL DEFAULT '';
        """ + RollupAnonymousSlice.createTable + ";\n"
          + RollupSQL.rebuild(campaign: nil).joined(separator: ";\n") + ";"),
  ]

  static var latestVersion: Int64 { migrations.last?.version ?? 0 }
}
