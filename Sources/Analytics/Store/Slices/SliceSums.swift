/// One slice's sums as a store counts them: the slice value (`nil` for events without the field) and
/// the report's sums (``ReportSums``) of its units.
public struct SliceSums: Hashable, Sendable {
  /// The value of the sliced field, or `nil` when the events did not send it.
  public var value: String?
  /// The slice's sums per variant.
  public var sums: ReportSums

  public init(value: String?, sums: ReportSums) {
    self.value = value
    self.sums = sums
  }
}
