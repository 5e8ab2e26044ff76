/// The report's raw counts for one variant, each from distinct event ids.
public struct VariantCounts: Hashable, Sendable {
  /// The variant id.
  public var variant: String
  /// Impression events.
  public var impressions: Int
  /// Distinct non-empty `user` values among the impressions.
  public var users: Int
  /// Tap events.
  public var taps: Int
  /// Close events.
  public var closes: Int

  /// Creates counts for `variant`.
  public init(variant: String, impressions: Int = 0, users: Int = 0, taps: Int = 0, closes: Int = 0) {
    self.variant = variant
    self.impressions = impressions
    self.users = users
    self.taps = taps
    self.closes = closes
  }
}
