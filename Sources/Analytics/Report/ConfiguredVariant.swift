/// A variant as the campaign file configures it, for the report: its id and assignment weight.
public struct ConfiguredVariant: Hashable, Sendable {
  /// The variant id.
  public var id: String
  /// The assignment weight (positive; weights need not sum to 100).
  public var weight: Double

  /// Creates a configured variant.
  public init(id: String, weight: Double) {
    self.id = id
    self.weight = weight
  }
}
