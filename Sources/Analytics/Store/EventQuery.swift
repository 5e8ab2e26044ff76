/// Which events of a campaign a count covers.
///
/// The time bounds apply to ``Event/eventTime`` (the client's `ts` when sent, else the receive time):
/// `from` inclusive, `to` exclusive, both epoch milliseconds. A date-only `to=2025-01-31` in the report
/// means "through that day", so the caller passes the next midnight.
public struct EventQuery: Hashable, Sendable {
  /// The campaign id.
  public var campaign: String
  /// Which sources to include.
  public var source: SourceFilter
  /// The earliest event time included, or `nil` for no bound.
  public var from: Int64?
  /// The first event time excluded, or `nil` for no bound.
  public var to: Int64?

  /// Creates a query; `source` defaults to the report's `app`.
  public init(campaign: String, source: SourceFilter = .app, from: Int64? = nil, to: Int64? = nil) {
    self.campaign = campaign
    self.source = source
    self.from = from
    self.to = to
  }
}
