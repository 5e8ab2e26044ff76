/// Where an ``EventLogger``'s delivery stands.
public enum EventDeliveryState: Sendable, Hashable {
  /// Waiting for events or sending them.
  case idle
  /// The last request failed (status, or 0 for a network error or timeout); the next is at `retryAt`
  /// seconds since 1970.
  case backingOff(status: Int, message: String, retryAt: Double)
  /// The server answered 403 (origin), 404 or 405 (wrong base URL) or another status the library
  /// cannot act on: delivery stopped, the queue is kept; ``EventLogger/resume()`` starts again.
  case misconfigured(status: Int, message: String)
  /// The user opted out: nothing is logged or kept.
  case optedOut
}
