import Analytics

extension SQLiteEventStore {
  private static let anonymousSQL = RollupAnonymousSlice.upsert("VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)")
  private static let anonymousNumber = 6

  /// Adds a commit's anonymous events to their slices (``RollupAnonymousSlice``) inside its
  /// transaction.
  static func writeAnonymousSlices(_ rows: [RollupAnonymousSlice], on connection: SQLiteConnection)
    throws(EventStoreError)
  {
    guard !rows.isEmpty else { return }
    let statement = try connection.statement(number: anonymousNumber) { anonymousSQL }
    for row in rows {
      defer { statement.resetKeepingBindings() }
      try statement.bind(1, row.campaign)
      try statement.bind(2, row.source)
      try statement.bind(3, row.day)
      try statement.bind(4, row.variant)
      try statement.bind(5, row.appVersion ?? "")
      try statement.bind(6, row.device ?? "")
      try statement.bind(7, Int64(row.impressions))
      try statement.bind(8, Int64(row.taps))
      try statement.bind(9, Int64(row.closes))
      while try statement.step() {}
    }
  }

  private static let anonymousReadSQL = """
    SELECT source, day, variant, app_version, device, impressions, taps, closes
    FROM rollup_anonymous_slices WHERE campaign = ?1
    """

  /// The campaign's anonymous slice rows (of `day`, or all) to `sink`; false when it stopped.
  static func readAnonymousSlices(
    campaign: String, day: Int64?, on connection: SQLiteConnection, _ sink: (RangeRow) -> Bool
  ) throws(EventStoreError) -> Bool {
    let read = try connection.statement(anonymousReadSQL + (day == nil ? "" : " AND day = ?2"))
    defer { read.reset() }
    try read.bind([.text(campaign)] + (day.map { [.integer($0)] } ?? []))
    while try read.step() {
      let row = RollupAnonymousSlice(
        campaign: campaign, source: read.text(0) ?? "", day: read.int64(1), variant: read.text(2) ?? "",
        appVersion: SliceDimension.value(stored: read.text(3)),
        device: SliceDimension.value(stored: read.text(4)), impressions: Int(read.int64(5)),
        taps: Int(read.int64(6)), closes: Int(read.int64(7)))
      guard sink(.anonymous(row)) else { return false }
    }
    return true
  }
}
