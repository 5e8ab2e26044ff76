import Analytics

extension PostgresEventStore {
  private static let sumsFilter =
    "campaign = $1 AND source = ANY ($2::text[]) AND event_time >= $3 AND event_time < $4"
  private static let sumsSQL = ReportSumsQuery.sql(filter: sumsFilter, variant: "variant COLLATE \"C\"")
  private static let slicedSQL = Dictionary(
    uniqueKeysWithValues: SliceDimension.allCases.map {
      ($0, SlicedSumsQuery.sql(filter: sumsFilter, by: $0, variant: "variant COLLATE \"C\""))
    })
  /// Memory for the hash of users (PostgreSQL's default 4 MB spills it to disk from about 70,000 users).
  private static let workMemory = "SET LOCAL work_mem = '64MB'"

  public func reportSums(_ query: EventQuery) throws(EventStoreError) -> ReportSums {
    if cachesRanges, query.from != nil || query.to != nil, let days = RollupSQL.wholeDays(query),
      let sums = try ranges.sums(query, days: days, reads: rangeReads)
    {
      return sums
    }
    let values = Self.sumsValues(query)
    return try withReader { connection throws(EventStoreError) in
      try Self.readOnly(on: connection) { () throws(EventStoreError) -> ReportSums in
        if let sums = try rollupSums(query, on: connection) { return sums }
        return ReportSumsQuery.sums(Self.rows(try connection.query(Self.sumsSQL, values), sliced: false))
      }
    }
  }

  public func slicedReportSums(_ query: EventQuery, by dimension: SliceDimension) throws(EventStoreError)
    -> [SliceSums]
  {
    if cachesRanges, query.from == nil, query.to == nil,
      let slices = try ranges.slicedSums(query, by: dimension, reads: rangeReads)
    {
      return slices
    }
    let values = Self.sumsValues(query)
    return try withReader { connection throws(EventStoreError) in
      try Self.readOnly(on: connection) { () throws(EventStoreError) -> [SliceSums] in
        SlicedSumsQuery.slices(
          Self.rows(try connection.query(Self.slicedSQL[dimension]!, values), sliced: true))
      }
    }
  }

  /// `body` in a read-only transaction with ``workMemory``, rolled back when it throws.
  private static func readOnly<T>(on connection: PostgresConnection, _ body: () throws(EventStoreError) -> T)
    throws(EventStoreError) -> T
  {
    try connection.execute("BEGIN READ ONLY")
    do throws(EventStoreError) {
      try connection.execute(workMemory)
      let value = try body()
      try connection.execute("COMMIT")
      return value
    } catch {
      connection.rollbackIfNeeded()
      throw error
    }
  }

  /// The report query's rows (``ReportSumsQuery``); with `sliced`, the slice comes first
  /// (``SlicedSumsQuery``).
  static func rows(_ result: PostgresResult, sliced: Bool) -> [ReportSumsQuery.Row] {
    let first = sliced ? 1 : 0
    return (0..<result.rowCount).map { row in
      ReportSumsQuery.Row(
        part: result.text(row, first) ?? "", variant: result.text(row, first + 1),
        values: (0..<ReportSumsQuery.valueColumns).map { Int(result.integer(row, $0 + first + 2) ?? 0) },
        slice: sliced ? result.text(row, 0) : nil)
    }
  }

  /// The bound values of ``sumsFilter``.
  private static func sumsValues(_ query: EventQuery) -> [PostgresValue] {
    [
      .text(query.campaign), .textArray(query.source.sources.map(\.rawValue)),
      .integer(query.from ?? .min), .integer(query.to ?? .max),
    ]
  }

  public func purge(_ filter: PurgeFilter) throws(EventStoreError) -> Int {
    guard !filter.isEmpty else {
      throw EventStoreError(.invalidRequest, "A purge needs at least one of user, before or source.")
    }
    // Only fixed fragments go into the text; values are bound.
    var conditions: [String] = []
    var values: [PostgresValue] = []
    if let user = filter.user {
      values.append(.text(user))
      conditions.append("user_id = $\(values.count)")
    }
    if let before = filter.before {
      values.append(.integer(before))
      conditions.append("event_time < $\(values.count)")
    }
    if let source = filter.source {
      values.append(.text(source.rawValue))
      conditions.append("source = $\(values.count)")
    }
    let sql = """
      WITH deleted AS (DELETE FROM events WHERE \(conditions.joined(separator: " AND ")) RETURNING campaign)
      SELECT campaign, count(*) FROM deleted GROUP BY campaign
      """
    // Not retried after a lost connection: the count of a second run would be wrong. The rollups stay
    // exact: the campaigns touched are rebuilt in the purge's transaction, writers kept out meanwhile.
    return try withWriter(retryingAfterLoss: false) { connection throws(EventStoreError) in
      try connection.execute("BEGIN")
      do throws(EventStoreError) {
        try connection.execute(Self.lockEventsSQL)
        let result = try connection.query(sql, values)
        var deleted = 0
        for row in 0..<result.rowCount {
          deleted += Int(result.integer(row, 1) ?? 0)
          try Self.rebuildRollups(campaign: result.text(row, 0) ?? "", on: connection)
        }
        try connection.execute("COMMIT")
        return deleted
      } catch {
        connection.rollbackIfNeeded()
        throw error
      }
    }
  }

  public func storedEventCount() throws(EventStoreError) -> Int {
    try withReader { connection throws(EventStoreError) in
      Int(try connection.query("SELECT count(*) FROM events").integer(0, 0) ?? 0)
    }
  }

  public func event(id: String) throws(EventStoreError) -> Event? {
    try withReader { connection throws(EventStoreError) in
      let result = try connection.query(
        """
        SELECT id, campaign, variant, event_type, event_trigger, user_id, source, ts, received_at,
          install_id, install_seq, app_version, device
        FROM events WHERE id = $1
        """, [.text(id)])
      guard result.rowCount > 0 else { return nil }
      guard let type = result.text(0, 3).flatMap(EventType.init(rawValue:)),
        let source = result.text(0, 6).flatMap(EventSource.init(rawValue:)),
        let receivedAt = result.integer(0, 8)
      else {
        throw EventStoreError(.internal, "The stored event \(id) has an unknown type or source.")
      }
      return Event(
        id: result.text(0, 0) ?? "", campaign: result.text(0, 1) ?? "", variant: result.text(0, 2) ?? "",
        type: type, trigger: result.text(0, 4).flatMap(EventTrigger.init(rawValue:)), user: result.text(0, 5),
        source: source, ts: result.integer(0, 7), receivedAt: receivedAt, install: result.text(0, 9),
        seq: result.integer(0, 10), appVersion: result.text(0, 11),
        device: result.text(0, 12).flatMap(EventDevice.init(rawValue:)))
    }
  }
}
