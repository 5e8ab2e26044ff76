/// A run of sequence numbers missing from one install, as the ledger stores it: `low` … `high` are
/// missing below the received event that closed the run, whose receive time and version it carries
/// (the gaps count once that event has been on the server for the grace period, for its version).
public struct DeliveryGap: Hashable, Sendable {
  /// The install the numbers are missing from.
  public var install: String
  /// The first missing number.
  public var low: Int64
  /// The last missing number (at least `low`).
  public var high: Int64
  /// The receive time (epoch ms) of the event right above the run.
  public var closedAt: Int64
  /// That event's `app_version`, `""` for none.
  public var version: String

  /// Creates a run.
  public init(install: String, low: Int64, high: Int64, closedAt: Int64, version: String) {
    self.install = install
    self.low = low
    self.high = high
    self.closedAt = closedAt
    self.version = version
  }

  /// How many numbers are missing.
  public var count: Int64 { high &- low &+ 1 }
}
