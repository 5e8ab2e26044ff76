import Analytics

extension SQLiteEventStore {
  private static let unitSQL = """
    INSERT INTO rollup_units (campaign, scope, user_id, variant, mixed, was_mixed, impressions, taps, closes)
    VALUES (?1, ?2, ?3, ?4, ?5, 0, ?6, ?7, ?8)
    ON CONFLICT (campaign, scope, user_id) DO UPDATE SET
      was_mixed = mixed,
      mixed = CASE WHEN mixed = 1 OR excluded.mixed = 1 OR variant <> excluded.variant THEN 1 ELSE 0 END,
      impressions = impressions + excluded.impressions, taps = taps + excluded.taps,
      closes = closes + excluded.closes
    RETURNING variant, mixed, was_mixed, impressions, taps, closes
    """

  private static let dailySQL = """
    INSERT INTO rollup_daily (campaign, source, day, user_id, variant, impressions, taps, closes)
    VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
    ON CONFLICT (campaign, source, day, user_id, variant) DO UPDATE SET
      impressions = impressions + excluded.impressions, taps = taps + excluded.taps,
      closes = closes + excluded.closes
    """

  private static let rollupSumsSQL: String = {
    let columns = RollupSums.columns
    let placeholders = columns.indices.map { "?\($0 + 4)" }.joined(separator: ", ")
    let updates = columns.map { "\($0) = \($0) + excluded.\($0)" }.joined(separator: ", ")
    return """
      INSERT INTO rollup_sums (campaign, scope, variant, shard, \(columns.joined(separator: ", ")))
      VALUES (?1, ?2, ?3, 0, \(placeholders))
      ON CONFLICT (campaign, scope, variant, shard) DO UPDATE SET \(updates)
      """
  }()

  /// Applies the rollups of newly stored `events`, inside the insert's transaction.
  static func applyRollups(of events: [Event], on connection: SQLiteConnection) throws(EventStoreError) {
    let plan = RollupPlan(events)
    guard !plan.isEmpty else { return }
    let unit = try connection.statement(unitSQL)
    var states: [RollupUnitState] = []
    states.reserveCapacity(plan.units.count)
    for change in plan.units {
      defer { unit.reset() }
      try unit.bind([
        .text(change.campaign), .text(change.scope), .text(change.user), .text(change.variant),
        .integer(change.mixed ? 1 : 0), .integer(Int64(change.impressions)), .integer(Int64(change.taps)),
        .integer(Int64(change.closes)),
      ])
      guard try unit.step() else { throw EventStoreError(.internal, "A rollup upsert returned no row.") }
      states.append(
        RollupUnitState(
          variant: unit.text(0) ?? "", mixed: unit.int64(1) != 0, wasMixed: unit.int64(2) != 0,
          impressions: Int(unit.int64(3)), taps: Int(unit.int64(4)), closes: Int(unit.int64(5))))
    }
    let daily = try connection.statement(dailySQL)
    for change in plan.daily {
      defer { daily.reset() }
      try daily.bind([
        .text(change.campaign), .text(change.source), .integer(change.day), .text(change.user),
        .text(change.variant), .integer(Int64(change.impressions)), .integer(Int64(change.taps)),
        .integer(Int64(change.closes)),
      ])
      while try daily.step() {}
    }
    let sums = try connection.statement(rollupSumsSQL)
    for (key, change) in plan.sumsChanges(after: states) {
      defer { sums.reset() }
      try sums.bind(
        [.text(key.campaign), .text(key.scope), .text(key.variant)]
          + change.values.map { .integer(Int64($0)) })
      while try sums.step() {}
    }
  }

  /// Recomputes the rollups of `campaign` (or all) from the stored events, on the writer's connection
  /// inside its transaction.
  static func rebuildRollups(campaign: String?, on connection: SQLiteConnection) throws(EventStoreError) {
    for sql in RollupSQL.rebuild(campaign: campaign == nil ? nil : "?1") {
      _ = try connection.run(sql, campaign.map { [.text($0)] } ?? [])
    }
  }

  public func rebuildRollups(campaign: String?, progress: (String) -> Void) throws(EventStoreError) -> Int {
    try withWriter { connection throws(EventStoreError) in
      try connection.transaction { () throws(EventStoreError) in
        let campaigns: [String]
        if let campaign {
          campaigns = [campaign]
        } else {
          let statement = try connection.statement("SELECT DISTINCT campaign FROM events")
          defer { statement.reset() }
          var found: [String] = []
          while try statement.step() { found.append(statement.text(0) ?? "") }
          campaigns = found
          _ = try connection.run("DELETE FROM rollup_units")
          _ = try connection.run("DELETE FROM rollup_daily")
          _ = try connection.run("DELETE FROM rollup_sums")
        }
        for (index, name) in campaigns.enumerated() {
          progress("rebuilding rollups of campaign \(name) (\(index + 1) of \(campaigns.count))")
          try Self.rebuildRollups(campaign: name, on: connection)
        }
        return campaigns.count
      }
    }
  }

  /// The report's sums from the rollups, or nil when they can't answer (a range with times of day).
  func rollupSums(_ query: EventQuery, on connection: SQLiteConnection) throws(EventStoreError) -> ReportSums?
  {
    if query.from == nil, query.to == nil {
      let statement = try connection.statement(RollupSQL.readSums(campaign: "?1", scope: "?2"))
      defer { statement.reset() }
      try statement.bind([.text(query.campaign), .text(query.source.rawValue)])
      var rows: [String: RollupSums] = [:]
      while try statement.step() {
        rows[statement.text(0) ?? ""] = RollupSums(
          values: RollupSums.columns.indices.map { Int(statement.int64(Int32($0 + 1))) })
      }
      return RollupSums.reportSums(rows)
    }
    guard let days = RollupSQL.wholeDays(query) else { return nil }
    let sources = query.source.sources
    let statement = try connection.statement(Self.dailySumsSQL)
    defer { statement.reset() }
    try statement.bind([
      .text(query.campaign), .text(sources[0].rawValue), .text(sources[sources.count - 1].rawValue),
      .integer(days.from), .integer(days.to),
    ])
    var rows: [ReportSumsQuery.Row] = []
    while try statement.step() {
      rows.append(
        ReportSumsQuery.Row(
          part: statement.text(0) ?? "", variant: statement.text(1),
          values: (0..<ReportSumsQuery.valueColumns).map { Int(statement.int64(Int32($0 + 2))) }))
    }
    var sums = ReportSumsQuery.sums(rows)
    sums.origin = .rollup
    return sums
  }

  static let dailySumsSQL = RollupSQL.dailyReport(
    filter: "campaign = ?1 AND source IN (?2, ?3) AND day >= ?4 AND day < ?5")
}
