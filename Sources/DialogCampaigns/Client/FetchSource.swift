/// Where a fetched value came from.
public enum FetchSource: String, Hashable, Sendable {
  /// A `200` from the server (and now cached).
  case network
  /// A `304 Not Modified` to our `If-None-Match`: the cached copy is current.
  case revalidated
  /// The cache alone, because the server could not be reached or answered 5xx.
  case cache
}
