import Analytics

/// One insert of a list of events as a single statement: fourteen arrays unnested into rows,
/// `ON CONFLICT (id) DO NOTHING RETURNING id, seq`, so the ids returned are the ones newly stored (with
/// the `seq` each got: the rollups keep each daily row's first event).
///
/// A repeated id within the list is sent once (its first event), and reported new the first time and
/// a duplicate after, as the protocol asks.
struct PostgresInsertBatch {
  static let sql = """
    INSERT INTO events
      (id, campaign, variant, event_type, event_trigger, user_id, source, ts, received_at, event_time,
       install_id, install_seq, app_version, device)
    SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
      $7::text[], $8::int8[], $9::int8[], $10::int8[], $11::text[], $12::int8[], $13::text[], $14::text[])
    ON CONFLICT (id) DO NOTHING
    RETURNING id, seq
    """

  let events: [Event]
  /// The events to send: the first of each id, in order.
  let unique: [Event]

  init(_ events: [Event]) {
    self.events = events
    var seen = Set<String>()
    unique = events.filter { seen.insert($0.id).inserted }
  }

  /// The statement's fourteen array parameters.
  var parameters: [PostgresValue] {
    [
      .textArray(unique.map(\.id)), .textArray(unique.map(\.campaign)), .textArray(unique.map(\.variant)),
      .textArray(unique.map(\.type.rawValue)), .textArray(unique.map(\.trigger?.rawValue)),
      .textArray(unique.map(\.user)), .textArray(unique.map(\.source.rawValue)),
      .integerArray(unique.map(\.ts)), .integerArray(unique.map(\.receivedAt)),
      .integerArray(unique.map(\.eventTime)), .textArray(unique.map(\.install)),
      .integerArray(unique.map(\.seq)), .textArray(unique.map(\.appVersion)),
      .textArray(unique.map(\.device?.rawValue)),
    ]
  }

  /// The per-event flags, given the ids the statement returned (with their `seq`).
  func result(newIDs: [String: Int64]) -> InsertResult {
    var seen = Set<String>()
    return InsertResult(
      isDuplicate: events.map { event in
        seen.insert(event.id).inserted ? newIDs[event.id] == nil : true
      })
  }
}
