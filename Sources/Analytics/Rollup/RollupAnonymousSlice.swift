/// The anonymous events of a campaign per (source, UTC day, variant, app version, device): the row of
/// `rollup_anonymous_slices` that gives the sliced whole-campaign report its anonymous units without a
/// scan (an anonymous event belongs to its own values' slices). Kept at ingest (counters added) and by
/// every rebuild and purge; read by ``RangeCache`` with its day. A field not sent is `''` in the table
/// and `nil` here (``SliceDimension/value(stored:)``), as on the daily rows.
public struct RollupAnonymousSlice: Sendable, Equatable {
  public var campaign: String
  public var source: String
  public var day: Int64
  public var variant: String
  public var appVersion: String?
  public var device: String?
  public var impressions: Int
  public var taps: Int
  public var closes: Int

  public init(
    campaign: String, source: String, day: Int64, variant: String, appVersion: String?, device: String?,
    impressions: Int, taps: Int, closes: Int
  ) {
    self.campaign = campaign
    self.source = source
    self.day = day
    self.variant = variant
    self.appVersion = appVersion
    self.device = device
    self.impressions = impressions
    self.taps = taps
    self.closes = closes
  }

  /// The value of `dimension`.
  public func value(_ dimension: SliceDimension) -> String? {
    switch dimension {
    case .appVersion: appVersion
    case .device: device
    }
  }

  /// The table, the same in both stores.
  public static let createTable = """
    CREATE TABLE rollup_anonymous_slices (
      campaign TEXT NOT NULL,
      source TEXT NOT NULL,
      day BIGINT NOT NULL,
      variant TEXT NOT NULL,
      app_version TEXT NOT NULL,
      device TEXT NOT NULL,
      impressions BIGINT NOT NULL,
      taps BIGINT NOT NULL,
      closes BIGINT NOT NULL,
      PRIMARY KEY (campaign, source, day, variant, app_version, device)
    )
    """

  /// The upsert adding rows' counters; `rows` gives them in column order (`VALUES (?1, …)`, a
  /// `SELECT` over arrays).
  public static func upsert(_ rows: String) -> String {
    """
    INSERT INTO rollup_anonymous_slices AS a
      (campaign, source, day, variant, app_version, device, impressions, taps, closes)
    \(rows)
    ON CONFLICT (campaign, source, day, variant, app_version, device) DO UPDATE SET
      impressions = a.impressions + excluded.impressions, taps = a.taps + excluded.taps,
      closes = a.closes + excluded.closes
    """
  }

  /// The statements that recompute the rows of `campaign` (the store's placeholder) or of all (nil).
  public static func rebuild(campaign p: String?) -> [String] {
    let filter = p.map { "campaign = \($0)" } ?? "1 = 1"
    let day = RollupSQL.day("event_time")
    return [
      "DELETE FROM rollup_anonymous_slices WHERE \(filter)",
      """
      INSERT INTO rollup_anonymous_slices
        (campaign, source, day, variant, app_version, device, impressions, taps, closes)
      SELECT campaign, source, \(day), variant, coalesce(app_version, ''), coalesce(device, ''),
        count(*) FILTER (WHERE event_type = 'impression'), count(*) FILTER (WHERE event_type = 'tap'),
        count(*) FILTER (WHERE event_type = 'close')
      FROM events WHERE coalesce(user_id, '') = '' AND \(filter)
      GROUP BY campaign, source, \(day), variant, coalesce(app_version, ''), coalesce(device, '')
      """,
    ]
  }

  /// The anonymous events of `events` added up per row, in key order (byte order of the texts).
  public static func changes(_ events: [Event]) -> [RollupAnonymousSlice] {
    var rows: [RollupAnonymousSlice] = []
    for event in events where (event.user ?? "").isEmpty {
      let (d, t, c) = RollupPlan.counters(event.type)
      let day = RollupPlan.day(of: event.eventTime)
      let source = event.source.rawValue
      let device = event.device?.rawValue
      if let index = rows.firstIndex(where: {
        $0.day == day && $0.source == source && $0.variant == event.variant
          && $0.appVersion == event.appVersion
          && $0.device == device && $0.campaign == event.campaign
      }) {
        rows[index].impressions += d
        rows[index].taps += t
        rows[index].closes += c
      } else {
        rows.append(
          RollupAnonymousSlice(
            campaign: event.campaign, source: source, day: day, variant: event.variant,
            appVersion: event.appVersion, device: device, impressions: d, taps: t, closes: c))
      }
    }
    return rows.sorted { a, b in
      for (x, y) in [(a.campaign, b.campaign), (a.source, b.source)] {
        if let order = RollupPlan.compare(x, y) { return order }
      }
      if a.day != b.day { return a.day < b.day }
      for (x, y) in [
        (a.variant, b.variant), (a.appVersion ?? "", b.appVersion ?? ""), (a.device ?? "", b.device ?? ""),
      ] {
        if let order = RollupPlan.compare(x, y) { return order }
      }
      return false
    }
  }
}
