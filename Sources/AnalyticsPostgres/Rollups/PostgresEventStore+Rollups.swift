import Analytics
import Foundation

extension PostgresEventStore {
  /// Sums rows per (campaign, scope, variant): each transaction adds to one picked at random, so
  /// instances writing one campaign rarely wait on each other's sums row; a report adds them up.
  /// 8, or `DIALOG_PREVIEW_SUMS_SHARDS` (1…64; the two-instance test measures 1 against 8). Any
  /// count reads the same: a report sums whatever rows exist.
  static let sumsShards: Int = {
    let configured = ProcessInfo.processInfo.environment["DIALOG_PREVIEW_SUMS_SHARDS"].flatMap { Int($0) }
    return min(max(configured ?? 8, 1), 64)
  }()

  /// The unit rows' upsert: the conflict resolved on the row itself under READ COMMITTED (a second
  /// instance's insert of the same user waits for the first and then updates its committed row), each
  /// part's `was_mixed` set from the old row so the returned row tells the old state too.
  private static let unitSQL: String = {
    func part(_ source: String) -> String {
      let p = source + "_"
      return """
        \(p)was_mixed = u.\(p)mixed, \(p)variant = coalesce(u.\(p)variant, excluded.\(p)variant),
          \(p)mixed = CASE WHEN u.\(p)mixed = 1 OR excluded.\(p)mixed = 1 OR u.\(p)variant <> excluded.\(p)variant
            THEN 1 ELSE 0 END,
          \(p)impressions = u.\(p)impressions + excluded.\(p)impressions, \(p)taps = u.\(p)taps + excluded.\(p)taps,
          \(p)closes = u.\(p)closes + excluded.\(p)closes
        """
    }
    return """
      INSERT INTO rollup_units AS u (campaign, user_id, \(RollupSQL.unitColumns))
      SELECT campaign, user_id, app_variant, app_mixed, app_impressions, app_taps, app_closes,
        preview_variant, preview_mixed, preview_impressions, preview_taps, preview_closes, 0, 0
      FROM unnest($1::text[], $2::text[], $3::text[], $4::int8[], $5::int8[], $6::int8[], $7::int8[],
        $8::text[], $9::int8[], $10::int8[], $11::int8[], $12::int8[])
        AS x(campaign, user_id, app_variant, app_mixed, app_impressions, app_taps, app_closes,
          preview_variant, preview_mixed, preview_impressions, preview_taps, preview_closes)
      ON CONFLICT (campaign, user_id) DO UPDATE SET
        \(part("app")),
        \(part("preview"))
      RETURNING campaign, user_id, \(RollupSQL.unitColumns)
      """
  }()

  /// One part's five arrays (variant, mixed, counters) for the upsert.
  private static func arrays(_ parts: [RollupUnitPart]) -> [PostgresValue] {
    [
      .textArray(parts.map(\.variant)), .integerArray(parts.map { $0.mixed ? 1 : 0 }),
      .integerArray(parts.map { Int64($0.impressions) }), .integerArray(parts.map { Int64($0.taps) }),
      .integerArray(parts.map { Int64($0.closes) }),
    ]
  }

  /// Row `row`'s part from column `first` of the upsert's result.
  private static func part(_ result: PostgresResult, _ row: Int, _ first: Int) -> RollupUnitPart {
    RollupUnitPart(
      variant: result.text(row, first), mixed: result.integer(row, first + 1) != 0,
      impressions: Int(result.integer(row, first + 2) ?? 0), taps: Int(result.integer(row, first + 3) ?? 0),
      closes: Int(result.integer(row, first + 4) ?? 0))
  }

  private static let dailySQL = """
    INSERT INTO rollup_daily AS r
      (campaign, source, day, user_id, variant, impressions, taps, closes, first_seq, app_version, device)
    SELECT * FROM unnest($1::text[], $2::text[], $3::int8[], $4::text[], $5::text[], $6::int8[], $7::int8[],
      $8::int8[], $9::int8[], $10::text[], $11::text[])
    ON CONFLICT (campaign, source, day, user_id, variant) DO UPDATE SET
      impressions = r.impressions + excluded.impressions, taps = r.taps + excluded.taps,
      closes = r.closes + excluded.closes, first_seq = least(r.first_seq, excluded.first_seq),
      app_version = CASE WHEN excluded.first_seq < r.first_seq THEN excluded.app_version ELSE r.app_version END,
      device = CASE WHEN excluded.first_seq < r.first_seq THEN excluded.device ELSE r.device END
    """

  private static let anonymousSlicesSQL = RollupAnonymousSlice.upsert(
    """
    SELECT * FROM unnest($1::text[], $2::text[], $3::int8[], $4::text[], $5::text[], $6::text[], $7::int8[],
      $8::int8[], $9::int8[])
    """)

  private static let rollupSumsSQL: String = {
    let columns = RollupSums.columns
    let arrays = columns.indices.map { "$\($0 + 5)::int8[]" }.joined(separator: ", ")
    let updates = columns.map { "\($0) = s.\($0) + excluded.\($0)" }.joined(separator: ", ")
    return """
      INSERT INTO rollup_sums AS s (campaign, scope, variant, shard, \(columns.joined(separator: ", ")))
      SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int8[], \(arrays))
      ON CONFLICT (campaign, scope, variant, shard) DO UPDATE SET \(updates)
      """
  }()

  /// Applies the rollups of newly stored `events`, inside the insert's transaction; keys sorted so
  /// concurrent instances lock rows in one order.
  /// Returns what the range cache needs after the commit (its counts, written here, and the daily
  /// rows' changes), nil when nothing changed.
  static func applyRollups(
    of events: [Event], seqs: [Int64], on connection: PostgresConnection, ranges: RangeCache
  ) throws(EventStoreError) -> RangeCommit? {
    let plan = RollupPlan(events, seqs: seqs)
    guard !plan.isEmpty else { return nil }
    var states: [RollupUnitState] = []
    if !plan.units.isEmpty {
      let units = plan.units
      let result = try connection.query(
        unitSQL,
        [.textArray(units.map(\.campaign)), .textArray(units.map(\.user))] + arrays(units.map(\.app))
          + arrays(units.map(\.preview)))
      var byKey: [RollupUnitKey: RollupUnitState] = [:]
      byKey.reserveCapacity(result.rowCount)
      for row in 0..<result.rowCount {
        byKey[RollupUnitKey(campaign: result.text(row, 0) ?? "", user: result.text(row, 1) ?? "")] =
          RollupUnitState(
            app: part(result, row, 2), preview: part(result, row, 7),
            appWasMixed: result.integer(row, 12) != 0, previewWasMixed: result.integer(row, 13) != 0)
      }
      states.reserveCapacity(units.count)
      for unit in units {
        guard let state = byKey[unit.key] else {
          throw EventStoreError(.internal, "A rollup upsert returned no row for a user.")
        }
        states.append(state)
      }
    }
    let daily = plan.daily
    if !daily.isEmpty {
      try connection.query(
        dailySQL,
        [
          .textArray(daily.map(\.campaign)), .textArray(daily.map(\.source)), .integerArray(daily.map(\.day)),
          .textArray(daily.map(\.user)), .textArray(daily.map(\.variant)),
          .integerArray(daily.map { Int64($0.impressions) }), .integerArray(daily.map { Int64($0.taps) }),
          .integerArray(daily.map { Int64($0.closes) }), .integerArray(daily.map(\.firstSeq)),
          .textArray(daily.map { $0.appVersion ?? "" }), .textArray(daily.map { $0.device ?? "" }),
        ])
    }
    let anonymous = RollupAnonymousSlice.changes(events)
    if !anonymous.isEmpty {
      try connection.query(
        anonymousSlicesSQL,
        [
          .textArray(anonymous.map(\.campaign)), .textArray(anonymous.map(\.source)),
          .integerArray(anonymous.map(\.day)), .textArray(anonymous.map(\.variant)),
          .textArray(anonymous.map { $0.appVersion ?? "" }), .textArray(anonymous.map { $0.device ?? "" }),
          .integerArray(anonymous.map { Int64($0.impressions) }),
          .integerArray(anonymous.map { Int64($0.taps) }),
          .integerArray(anonymous.map { Int64($0.closes) }),
        ])
    }
    let versions = try countCommit(ranges.days(of: daily), on: connection)
    let commit = RangeCommit(versions: versions, replacing: [], adding: daily, anonymousSlices: anonymous)
    let sums = plan.sumsChanges(after: states)
    guard !sums.isEmpty else { return commit }
    let shard = Int64.random(in: 0..<Int64(sumsShards))
    var parameters: [PostgresValue] = [
      .textArray(sums.map(\.key.campaign)), .textArray(sums.map(\.key.scope)),
      .textArray(sums.map(\.key.variant)), .integerArray(sums.map { _ in shard }),
    ]
    for column in RollupSums.columns.indices {
      parameters.append(.integerArray(sums.map { Int64($0.change.values[column]) }))
    }
    try connection.query(rollupSumsSQL, parameters)
    return commit
  }

  /// Recomputes the rollups of `campaign` (or all) from the stored events, inside the caller's
  /// transaction, which holds `events` locked against writers (``lockEventsSQL``).
  static func rebuildRollups(campaign: String?, on connection: PostgresConnection) throws(EventStoreError) {
    for sql in RollupSQL.rebuild(campaign: campaign == nil ? nil : "$1::text") {
      try connection.query(sql, campaign.map { [.text($0)] } ?? [])
    }
    // Every range cache reads the campaign again.
    if let campaign {
      try connection.query(RangeVersion.rebuildMark(campaign: "$1::text"), [.text(campaign)])
    }
  }

  /// Keeps inserts (and other rebuilds and purges) out until the transaction ends, and waits for the
  /// inserts under way: they hold `ROW EXCLUSIVE`, which conflicts with this mode.
  static let lockEventsSQL = "LOCK TABLE events IN SHARE ROW EXCLUSIVE MODE"

  public func rebuildRollups(campaign: String?, progress: (String) -> Void) throws(EventStoreError) -> Int {
    try withWriter(retryingAfterLoss: true) { connection throws(EventStoreError) in
      try connection.execute("BEGIN")
      do throws(EventStoreError) {
        progress("waiting for inserts under way, then holding new ones until the rebuild commits")
        try connection.execute(Self.lockEventsSQL)
        try connection.execute("SET LOCAL work_mem = '256MB'")
        let campaigns: [String]
        if let campaign {
          campaigns = [campaign]
        } else {
          let result = try connection.query("SELECT DISTINCT campaign FROM events")
          campaigns = (0..<result.rowCount).map { result.text($0, 0) ?? "" }
          try connection.execute(
            "DELETE FROM rollup_units; DELETE FROM rollup_daily; DELETE FROM rollup_sums; "
              + "DELETE FROM rollup_anonymous_slices")
        }
        for (index, name) in campaigns.enumerated() {
          progress("rebuilding rollups of campaign \(name) (\(index + 1) of \(campaigns.count))")
          try Self.rebuildRollups(campaign: name, on: connection)
        }
        try connection.execute("COMMIT")
        return campaigns.count
      } catch {
        connection.rollbackIfNeeded()
        throw error
      }
    }
  }

  /// The report's sums from the rollups, or nil when they can't answer (a range with times of day).
  func rollupSums(_ query: EventQuery, on connection: PostgresConnection) throws(EventStoreError)
    -> ReportSums?
  {
    if query.from == nil, query.to == nil {
      let result = try connection.query(
        RollupSQL.readSums(campaign: "$1", scope: "$2"),
        [.text(query.campaign), .text(query.source.rawValue)])
      var rows: [String: RollupSums] = [:]
      for row in 0..<result.rowCount {
        rows[result.text(row, 0) ?? ""] = RollupSums(
          values: RollupSums.columns.indices.map { Int(result.integer(row, $0 + 1) ?? 0) })
      }
      return RollupSums.reportSums(rows)
    }
    guard let days = RollupSQL.wholeDays(query) else { return nil }
    let result = try connection.query(
      Self.dailySumsSQL,
      [
        .text(query.campaign), .textArray(query.source.sources.map(\.rawValue)), .integer(days.from),
        .integer(days.to),
      ])
    var sums = ReportSumsQuery.sums(Self.rows(result, sliced: false))
    sums.origin = .rollup
    return sums
  }

  private static let dailySumsSQL = RollupSQL.dailyReport(
    filter: "campaign = $1 AND source = ANY ($2::text[]) AND day >= $3 AND day < $4",
    variant: "variant COLLATE \"C\"")
}
