/// The delivery ledger's figures for one app version (api.md "Delivery"): what arrived from the
/// installs that ran it, what is missing, and what was sent twice.
public struct DeliveryRow: Hashable, Sendable {
  /// The `app_version` the events carried, or `nil` for sequenced events sent without one.
  public var appVersion: String?
  /// Distinct installs with at least one received sequenced event of this version.
  public var installs: Int
  /// Distinct (install, seq) received with this version.
  public var received: Int
  /// Sequence numbers missing below a received one of this version that has been on the server for
  /// the grace period (the version running right after the loss).
  public var gaps: Int
  /// Retries absorbed: events whose id was already stored, plus copies of an (install, seq) already
  /// stored under another id.
  public var duplicates: Int

  /// Creates a row.
  public init(appVersion: String?, installs: Int = 0, received: Int = 0, gaps: Int = 0, duplicates: Int = 0) {
    self.appVersion = appVersion
    self.installs = installs
    self.received = received
    self.gaps = gaps
    self.duplicates = duplicates
  }

  /// gaps / (received + gaps): the share of the version's events that never arrived; `nil` for 0/0.
  public var lossRate: Double? {
    received + gaps == 0 ? nil : Double(gaps) / Double(received + gaps)
  }
}
