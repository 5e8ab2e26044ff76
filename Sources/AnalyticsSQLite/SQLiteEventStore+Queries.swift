import Analytics

extension SQLiteEventStore {
  static let sumsFilter = "campaign = ?1 AND source IN (?2, ?3) AND event_time >= ?4 AND event_time < ?5"
  static let sumsSQL = ReportSumsQuery.sql(filter: sumsFilter)
  static let slicedSQL = Dictionary(
    uniqueKeysWithValues: SliceDimension.allCases.map {
      ($0, SlicedSumsQuery.sql(filter: sumsFilter, by: $0))
    })

  public func reportSums(_ query: EventQuery) throws(EventStoreError) -> ReportSums {
    if cachesRanges, query.from != nil || query.to != nil, let days = RollupSQL.wholeDays(query),
      let sums = try ranges.sums(query, days: days, reads: rangeReads)
    {
      return sums
    }
    let values = Self.sumsValues(query)
    return try withReader { connection throws(EventStoreError) in
      if let sums = try rollupSums(query, on: connection) { return sums }
      let statement = try connection.statement(Self.sumsSQL)
      defer { statement.reset() }
      try statement.bind(values)
      return ReportSumsQuery.sums(try Self.sumsRows(statement))
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
      let statement = try connection.statement(Self.slicedSQL[dimension]!)
      defer { statement.reset() }
      try statement.bind(values)
      return SlicedSumsQuery.slices(try Self.sumsRows(statement, sliced: true))
    }
  }

  /// The bound values of ``sumsFilter``.
  private static func sumsValues(_ query: EventQuery) -> [SQLiteValue] {
    let sources = query.source.sources
    return [
      .text(query.campaign), .text(sources[0].rawValue), .text(sources[sources.count - 1].rawValue),
      .integer(query.from ?? .min), .integer(query.to ?? .max),
    ]
  }

  public func purge(_ filter: PurgeFilter) throws(EventStoreError) -> Int {
    guard !filter.isEmpty else {
      throw EventStoreError(.invalidRequest, "A purge needs at least one of user, before or source.")
    }
    // Only fixed fragments go into the text; values are bound.
    var conditions: [String] = []
    var values: [SQLiteValue] = []
    if let user = filter.user {
      values.append(.text(user))
      conditions.append("user_id = ?\(values.count)")
    }
    if let before = filter.before {
      values.append(.integer(before))
      conditions.append("event_time < ?\(values.count)")
    }
    if let source = filter.source {
      values.append(.text(source.rawValue))
      conditions.append("source = ?\(values.count)")
    }
    let whereClause = " FROM events WHERE " + conditions.joined(separator: " AND ")
    // The rollups stay exact: the campaigns touched are rebuilt from their remaining events in the
    // purge's transaction.
    return try withWriter { connection throws(EventStoreError) in
      connection.rollupCache.removeAll()  // this writes rows the cache may hold
      return try connection.transaction { () throws(EventStoreError) in
        let statement = try connection.statement("SELECT DISTINCT campaign" + whereClause)
        var campaigns: [String] = []
        do {
          defer { statement.reset() }
          try statement.bind(values)
          while try statement.step() { campaigns.append(statement.text(0) ?? "") }
        }
        let deleted = try connection.run("DELETE" + whereClause, values)
        for campaign in campaigns { try Self.rebuildRollups(campaign: campaign, on: connection) }
        return deleted
      }
    }
  }

  public func storedEventCount() throws(EventStoreError) -> Int {
    try withReader { connection throws(EventStoreError) in
      Int(try connection.scalar("SELECT count(*) FROM events") ?? 0)
    }
  }

  public func event(id: String) throws(EventStoreError) -> Event? {
    try withReader { connection throws(EventStoreError) in
      let statement = try connection.statement(
        """
        SELECT id, campaign, variant, event_type, event_trigger, user_id, source, ts, received_at,
          install_id, install_seq, app_version, device
        FROM events WHERE id = ?1
        """)
      defer { statement.reset() }
      try statement.bind([.text(id)])
      guard try statement.step() else { return nil }
      guard let type = statement.text(3).flatMap(EventType.init(rawValue:)),
        let source = statement.text(6).flatMap(EventSource.init(rawValue:))
      else {
        throw EventStoreError(.internal, "The stored event \(id) has an unknown type or source.")
      }
      return Event(
        id: statement.text(0) ?? "", campaign: statement.text(1) ?? "", variant: statement.text(2) ?? "",
        type: type, trigger: statement.text(4).flatMap(EventTrigger.init(rawValue:)), user: statement.text(5),
        source: source, ts: statement.optionalInt64(7), receivedAt: statement.int64(8),
        install: statement.text(9), seq: statement.optionalInt64(10), appVersion: statement.text(11),
        device: statement.text(12).flatMap(EventDevice.init(rawValue:)))
    }
  }

  /// The rows of a statement that selects a report's sums (a scan's or the daily rollups'): the part,
  /// the variant, then ``ReportSumsQuery/valueColumns`` integers.
  /// With `sliced`, the slice comes first (``SlicedSumsQuery``).
  static func sumsRows(_ statement: SQLiteStatement, sliced: Bool = false) throws(EventStoreError)
    -> [ReportSumsQuery.Row]
  {
    let first: Int32 = sliced ? 1 : 0
    var rows: [ReportSumsQuery.Row] = []
    while try statement.step() {
      rows.append(
        ReportSumsQuery.Row(
          part: statement.text(first) ?? "", variant: statement.text(first + 1),
          values: (0..<ReportSumsQuery.valueColumns).map { Int(statement.int64(Int32($0) + first + 2)) },
          slice: sliced ? statement.text(0) : nil))
    }
    return rows
  }
}
