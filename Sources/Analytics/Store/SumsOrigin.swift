/// Where a report's sums came from: the contract's `computed_from`.
public enum SumsOrigin: String, Hashable, Sendable {
  /// Per-user rollups kept at ingest.
  case rollup
  /// A scan of the raw events.
  case events
}
