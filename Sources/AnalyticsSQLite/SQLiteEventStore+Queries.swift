import Analytics

extension SQLiteEventStore {
  private static let countsSQL = """
    SELECT variant,
      sum(event_type = 'impression'),
      count(DISTINCT CASE WHEN event_type = 'impression' AND user_id <> '' THEN user_id END),
      sum(event_type = 'tap'),
      sum(event_type = 'close')
    FROM events
    WHERE campaign = ?1 AND source IN (?2, ?3) AND event_time >= ?4 AND event_time < ?5
    GROUP BY variant
    ORDER BY variant
    """

  public func variantCounts(_ query: EventQuery) throws(EventStoreError) -> [VariantCounts] {
    let sources = query.source.sources
    let values: [SQLiteValue] = [
      .text(query.campaign), .text(sources[0].rawValue), .text(sources[sources.count - 1].rawValue),
      .integer(query.from ?? .min), .integer(query.to ?? .max),
    ]
    return try withReader { connection throws(EventStoreError) in
      let statement = try connection.statement(Self.countsSQL)
      defer { statement.reset() }
      try statement.bind(values)
      var counts: [VariantCounts] = []
      while try statement.step() {
        counts.append(
          VariantCounts(
            variant: statement.text(0) ?? "", impressions: Int(statement.int64(1)),
            users: Int(statement.int64(2)),
            taps: Int(statement.int64(3)), closes: Int(statement.int64(4))))
      }
      return counts
    }
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
    let sql = "DELETE FROM events WHERE " + conditions.joined(separator: " AND ")
    return try withWriter { connection throws(EventStoreError) in try connection.run(sql, values) }
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
        SELECT id, campaign, variant, event_type, event_trigger, user_id, source, ts, received_at
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
        source: source, ts: statement.optionalInt64(7), receivedAt: statement.int64(8))
    }
  }
}
