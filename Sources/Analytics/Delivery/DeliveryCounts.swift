/// The ledger's counters for one key, kept in the insert's transaction (table `delivery_counts`):
/// never lowered, so purging events doesn't change what the ledger says was delivered.
public struct DeliveryCounts: Hashable, Sendable {
  /// A counters' key: the events' `app_version` (`""` for none) and whether they had a `seq`.
  public struct Key: Hashable, Sendable, Comparable {
    public var appVersion: String
    public var sequenced: Bool

    /// Creates a key.
    public init(appVersion: String, sequenced: Bool) {
      self.appVersion = appVersion
      self.sequenced = sequenced
    }

    public static func < (left: Self, right: Self) -> Bool {
      if left.appVersion != right.appVersion {
        return Array(left.appVersion.utf8).lexicographicallyPrecedes(right.appVersion.utf8)
      }
      return !left.sequenced && right.sequenced
    }
  }

  /// Events received: first copies of an (install, seq), or events without a seq.
  public var received: Int64 = 0
  /// Installs that sent their first event of the version (sequenced keys only).
  public var installs: Int64 = 0
  /// Retries absorbed: ids already stored, and (install, seq) already received under another id.
  public var duplicates: Int64 = 0

  /// Creates counters.
  public init(received: Int64 = 0, installs: Int64 = 0, duplicates: Int64 = 0) {
    self.received = received
    self.installs = installs
    self.duplicates = duplicates
  }

  /// Whether every counter is 0 (nothing to write).
  public var isZero: Bool { received == 0 && installs == 0 && duplicates == 0 }
}
