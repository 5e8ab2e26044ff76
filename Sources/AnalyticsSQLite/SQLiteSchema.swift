import Analytics

/// The event schema as versioned migrations; each runs once, recorded in `schema_migrations`.
///
/// Never edit a released migration: append a new one. Column names avoid words reserved in PostgreSQL
/// (`user`) so the PostgreSQL store can share them.
enum SQLiteSchema {
  struct Migration {
    let version: Int64
    let name: String
    let sql: String
  }

  static let createMigrationsTable = """
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at INTEGER NOT NULL
    )
    """

  /// The daily rollup table's columns, as migrations 3 and 4 create them (the text each ran: keep it).
  private static let dailyColumns = """
      campaign TEXT NOT NULL,
      source TEXT NOT NULL,
      day INTEGER NOT NULL,
      user_id TEXT NOT NULL,
      variant TEXT NOT NULL,
      impressions INTEGER NOT NULL,
      taps INTEGER NOT NULL,
      closes INTEGER NOT NULL,
    """

  static let migrations: [Migration] = [
    Migration(
      version: 1, name: "events",
      sql: """
        CREATE TABLE events (
          seq INTEGER PRIMARY KEY,
          id TEXT NOT NULL UNIQUE,
          campaign TEXT NOT NULL,
          variant TEXT NOT NULL,
          event_type TEXT NOT NULL CHECK (event_type IN ('impression', 'tap', 'close')),
          event_trigger TEXT CHECK (event_trigger IN
            ('banner', 'close_button', 'overlay', 'button', 'escape', 'programmatic')),
          user_id TEXT,
          source TEXT NOT NULL CHECK (source IN ('app', 'preview')),
          ts INTEGER,
          received_at INTEGER NOT NULL,
          -- Written by the store, not generated: SQLite 3.40 can't use an index on a generated column as a
          -- covering index.
          event_time INTEGER NOT NULL,
          CHECK ((event_type = 'impression') = (event_trigger IS NULL)),
          CHECK (event_time = coalesce(ts, received_at))
        );
        -- Covers the report's counts: seek campaign and source, range on time, read the rest from the index.
        CREATE INDEX events_report ON events (campaign, source, event_time, variant, event_type, user_id);
        -- Purges by user (erasure) and by time (retention).
        CREATE INDEX events_user ON events (user_id) WHERE user_id IS NOT NULL;
        CREATE INDEX events_time ON events (event_time);
        """),
    // The ingest path's schema, found by profiling the writer (docs/benchmarks.md):
    // - SQLite evaluates a CHECK's `x IN (…)` of three or more constants by building an ephemeral
    //   B-tree on every inserted row (OP_OpenEphemeral: a pager opened, zeroed and freed each time),
    //   about a third of the writer's CPU; the same rules as OR chains cost a few comparisons. NULL
    //   still passes the trigger's check, as with IN. A CHECK can't be altered: the table is rebuilt.
    // - events_user and events_time served only the purge CLI, a rare maintenance command that can
    //   afford a scan (about a second per million events); each was one more B-tree every insert wrote.
    Migration(
      version: 2, name: "ingest-friendly checks and indexes",
      sql: """
        CREATE TABLE events_v2 (
          seq INTEGER PRIMARY KEY,
          id TEXT NOT NULL UNIQUE,
          campaign TEXT NOT NULL,
          variant TEXT NOT NULL,
          event_type TEXT NOT NULL
            CHECK (event_type = 'impression' OR event_type = 'tap' OR event_type = 'close'),
          event_trigger TEXT CHECK (
            event_trigger = 'banner' OR event_trigger = 'close_button' OR event_trigger = 'overlay'
              OR event_trigger = 'button' OR event_trigger = 'escape' OR event_trigger = 'programmatic'),
          user_id TEXT,
          source TEXT NOT NULL CHECK (source = 'app' OR source = 'preview'),
          ts INTEGER,
          received_at INTEGER NOT NULL,
          event_time INTEGER NOT NULL,
          CHECK ((event_type = 'impression') = (event_trigger IS NULL)),
          CHECK (event_time = coalesce(ts, received_at))
        );
        INSERT INTO events_v2
          (seq, id, campaign, variant, event_type, event_trigger, user_id, source, ts, received_at, event_time)
        SELECT seq, id, campaign, variant, event_type, event_trigger, user_id, source, ts, received_at, event_time
        FROM events ORDER BY seq;
        DROP TABLE events;
        ALTER TABLE events_v2 RENAME TO events;
        CREATE INDEX events_report ON events (campaign, source, event_time, variant, event_type, user_id);
        """),
    // Rollups kept at ingest (RollupPlan): the report reads a few sums rows instead of scanning the
    // campaign. Filled here from the events already stored, in the migration's transaction.
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
          app_mixed INTEGER NOT NULL,
          app_impressions INTEGER NOT NULL,
          app_taps INTEGER NOT NULL,
          app_closes INTEGER NOT NULL,
          preview_variant TEXT,
          preview_mixed INTEGER NOT NULL,
          preview_impressions INTEGER NOT NULL,
          preview_taps INTEGER NOT NULL,
          preview_closes INTEGER NOT NULL,
          app_was_mixed INTEGER NOT NULL,
          preview_was_mixed INTEGER NOT NULL,
          PRIMARY KEY (campaign, user_id)
        ) WITHOUT ROWID;
        CREATE TABLE rollup_daily (
        \(dailyColumns)
          PRIMARY KEY (campaign, source, day, user_id, variant)
        ) WITHOUT ROWID;
        CREATE TABLE rollup_sums (
          campaign TEXT NOT NULL,
          scope TEXT NOT NULL,
          variant TEXT NOT NULL,
          shard INTEGER NOT NULL,
          user_groups INTEGER NOT NULL,
          units INTEGER NOT NULL,
          users_tapped INTEGER NOT NULL,
          impressions INTEGER NOT NULL,
          taps INTEGER NOT NULL,
          closes INTEGER NOT NULL,
          taps_sq INTEGER NOT NULL,
          impressions_sq INTEGER NOT NULL,
          taps_impressions INTEGER NOT NULL,
          unmatched INTEGER NOT NULL,
          anon_impressions INTEGER NOT NULL,
          anon_taps INTEGER NOT NULL,
          anon_closes INTEGER NOT NULL,
          mixed_users INTEGER NOT NULL,
          PRIMARY KEY (campaign, scope, variant, shard)
        ) WITHOUT ROWID;
        """ + RollupSQL.rebuild(campaign: nil, closeSquares: false, slices: false).joined(separator: ";\n")
          + ";"),
    // One rollup row per event instead of two (docs/benchmarks.md): a unit row is the aggregate of the
    // user's daily rows, so the daily table is keyed by user first (a user's rows together: one seek
    // reads their unit state) and `rollup_units` becomes a view of it, the same columns and values the
    // table had (the `was_mixed` flags, which only PostgreSQL's upsert sets, are 0 as a rebuild leaves
    // them). A whole-day range now reads the campaign's daily rows in user order, grouping as it scans.
    Migration(
      version: 4, name: "unit rows derived from the daily rows",
      sql: """
        CREATE TABLE rollup_daily_v4 (
        \(dailyColumns)
          PRIMARY KEY (campaign, user_id, source, day, variant)
        ) WITHOUT ROWID;
        INSERT INTO rollup_daily_v4 (campaign, source, day, user_id, variant, impressions, taps, closes)
          SELECT campaign, source, day, user_id, variant, impressions, taps, closes FROM rollup_daily;
        DROP TABLE rollup_daily;
        ALTER TABLE rollup_daily_v4 RENAME TO rollup_daily;
        DROP TABLE rollup_units;
        CREATE VIEW rollup_units AS
          SELECT campaign, user_id, \(RollupSQL.unitValuesFromDaily)
          FROM rollup_daily WHERE user_id <> '' GROUP BY campaign, user_id;
        """),
    // The delivery ledger (issue 42, DeliverySQL, DeliveryLedgerWriter): the event client's install,
    // sequence number and app version on each event, NULL without them (`seq` is taken: the row's own
    // number, hence install_seq), and the ledger's own tables, kept in the insert's transaction so a
    // report reads counters instead of the events: the install's highest seq, the (install, version)
    // pairs, the runs of missing numbers and the counters, which start with the events already stored
    // (none has a seq: they count as received without one). No index on the events (each would cost
    // every insert a random page: +60 % CPU for 200,000 inserts in a measurement here).
    Migration(
      version: 5, name: "delivery ledger",
      sql: """
        ALTER TABLE events ADD COLUMN install_id TEXT;
        ALTER TABLE events ADD COLUMN install_seq INTEGER;
        ALTER TABLE events ADD COLUMN app_version TEXT;
        CREATE TABLE delivery_installs (
          install_id TEXT PRIMARY KEY,
          highest_seq INTEGER NOT NULL,
          app_version TEXT
        ) WITHOUT ROWID;
        CREATE TABLE delivery_install_versions (
          install_id TEXT NOT NULL,
          app_version TEXT NOT NULL,
          PRIMARY KEY (install_id, app_version)
        ) WITHOUT ROWID;
        CREATE TABLE delivery_gaps (
          install_id TEXT NOT NULL,
          low INTEGER NOT NULL,
          high INTEGER NOT NULL,
          closed_at INTEGER NOT NULL,
          app_version TEXT NOT NULL,
          PRIMARY KEY (install_id, low)
        ) WITHOUT ROWID;
        CREATE TABLE delivery_counts (
          app_version TEXT NOT NULL,
          sequenced INTEGER NOT NULL,
          shard INTEGER NOT NULL,
          received INTEGER NOT NULL,
          installs INTEGER NOT NULL,
          duplicates INTEGER NOT NULL,
          PRIMARY KEY (app_version, sequenced, shard)
        ) WITHOUT ROWID;
        INSERT INTO delivery_counts (app_version, sequenced, shard, received, installs, duplicates)
          SELECT '', 0, 0, count(*), 0, 0 FROM events HAVING count(*) > 0;
        """),
    // The close rate's guardrail (issue 43): Σc² and Σc·d of the named units beside the taps' sums,
    // so the close rate's variance comes from the rollups as the tap rate's does; the sums rows are
    // recomputed from the daily rows (the events are not read again).
    Migration(
      version: 6, name: "close sums",
      sql: """
        ALTER TABLE rollup_sums ADD COLUMN closes_sq INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE rollup_sums ADD COLUMN closes_impressions INTEGER NOT NULL DEFAULT 0;
        """ + RollupSQL.rebuildSums(campaign: nil).joined(separator: ";\n") + ";"),
    // The device class of each event (issue 43, the report's device slices), NULL when not sent; a
    // nullable column: no table rewrite.
    Migration(version: 7, name: "event device", sql: "ALTER TABLE events ADD COLUMN device TEXT;"),
    // Each writer's commits per campaign day, so a report's range cache sees what others changed
    // (issue 43, part 4: RangeCache).
    Migration(version: 8, name: "range versions", sql: RangeVersion.createTable + " WITHOUT ROWID;"),
    // Rollups that keep slices (issue 43, part 3): each daily row's first event (lowest seq) and its
    // app version and device, so a user's slice is their earliest row's, and the anonymous events per
    // slice; the whole campaign's sliced report is then counted from memory (RangeCache) instead of a
    // scan. The rollups are recomputed from the events.
    Migration(
      version: 9, name: "slice rollups",
      sql: """
        ALTER TABLE rollup_daily ADD COLUMN first_seq INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE rollup_daily ADD COLUMN app_version TEXT NOT NULL DEFAULT '';
        ALTER TABLE rollup_daily ADD COLUMN device TEXT NOT NULL DEFAULT '';
        """ + RollupAnonymousSlice.createTable + " WITHOUT ROWID;\n"
          + RollupSQL.rebuild(campaign: nil, unitTable: false).joined(separator: ";\n") + ";"),
  ]

  static var latestVersion: Int64 { migrations.last?.version ?? 0 }
}
