/// What a store answers for a report: each variant's ``VariantSums`` and the users left out because
/// their events name more than one variant.
public struct ReportSums: Hashable, Sendable {
  /// The variants with any event in scope, sorted by variant id in byte order.
  public var variants: [VariantSums]
  /// Named users whose events in scope name more than one variant (warning `multiple_variants`).
  public var multipleVariantUsers: Int
  /// Whether these came from rollups or a scan of the events.
  public var origin: SumsOrigin

  /// Creates sums; `variants` are sorted by id here.
  public init(variants: [VariantSums] = [], multipleVariantUsers: Int = 0, origin: SumsOrigin = .events) {
    self.variants = variants.sorted { Array($0.variant.utf8).lexicographicallyPrecedes($1.variant.utf8) }
    self.multipleVariantUsers = multipleVariantUsers
    self.origin = origin
  }

  /// The sums of `variant`, or `nil` when it has no event in scope.
  public func sums(of variant: String) -> VariantSums? { variants.first { $0.variant == variant } }
}
