/// What an ``EventLogger`` did, for the app's diagnostics.
public struct EventLoggerStatistics: Sendable, Hashable {
  /// Events waiting in the queue.
  public var queued = 0
  /// Bytes of the queue's log on disk.
  public var queueFileBytes = 0
  /// Events the server stored (accepted) since launch.
  public var accepted = 0
  /// Events the server already had (a retry of a stored event) since launch.
  public var duplicates = 0
  /// Events moved to the dead-letter file over the queue's life.
  public var deadLettered = 0
  /// Events dropped by the queue's bounds (oldest first) over the queue's life.
  public var dropped = 0
  /// Requests that failed and were retried since launch.
  public var retries = 0
  /// Where delivery stands.
  public var state: EventDeliveryState = .idle
}
