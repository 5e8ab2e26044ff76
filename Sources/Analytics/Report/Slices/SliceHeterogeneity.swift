/// Whether one comparison's lift is the same in every slice (api.md "Slices"): Cochran's Q over the
/// slices where the lift and its standard error are defined, Q = Σ wᵢ (Lᵢ − L̄)² with wᵢ = 1/SEᵢ² and
/// L̄ = Σ wᵢLᵢ / Σ wᵢ, against a chi-square with k − 1 degrees of freedom (k slices). The slices are
/// disjoint sets of users, so their lifts are independent; under "the same lift everywhere" Q is
/// asymptotically χ²(k − 1).
///
/// When the p-value is below ``SliceReport/differenceThreshold`` the lift differs; the slice that
/// contributes most to Q, wᵢ (Lᵢ − L̄)², is the one named (with two slices, the one with fewer
/// units: its lift is the farther from the pooled one).
public struct SliceHeterogeneity: Hashable, Sendable {
  /// The metric compared: the tap rate's lift.
  public var metric: String { "ctr" }
  /// The compared variant.
  public var variant: String
  /// k: the slices with a defined lift and standard error.
  public var slices: Int
  /// Cochran's Q, `nil` with fewer than two such slices.
  public var q: Double?
  /// k − 1, `nil` with fewer than two slices.
  public var degreesOfFreedom: Int?
  /// The chi-square upper tail of Q, `nil` with fewer than two slices.
  public var pValue: Double?
  /// The index (in ``SliceReport/slices``) of the slice contributing most to Q when the lift
  /// differs, else `nil`.
  public var differingSlice: Int?

  /// Whether the lift differs between slices (p below ``SliceReport/differenceThreshold``).
  public var differs: Bool { differingSlice != nil }

  /// The test over `lifts`: per slice (by index) the lift and its standard error, `nil` when undefined.
  public init(variant: String, lifts: [(lift: Double, standardError: Double)?]) {
    self.variant = variant
    let defined = lifts.enumerated().compactMap { index, value in
      value.flatMap { $0.standardError > 0 && $0.lift.isFinite ? (index, $0.lift, $0.standardError) : nil }
    }
    slices = defined.count
    guard defined.count >= 2 else { return }
    let weights = defined.map { 1 / ($0.2 * $0.2) }
    let total = weights.reduce(0, +)
    let pooled = zip(weights, defined).reduce(0) { $0 + $1.0 * $1.1.1 } / total
    let contributions = zip(weights, defined).map { w, slice in w * (slice.1 - pooled) * (slice.1 - pooled) }
    let statistic = contributions.reduce(0, +)
    q = statistic
    degreesOfFreedom = defined.count - 1
    let p = ChiSquare.survival(x: statistic, degreesOfFreedom: defined.count - 1)
    pValue = p
    if p < SliceReport.differenceThreshold,
      let largest = contributions.indices.max(by: {
        contributions[$0] < contributions[$1]
      })
    {
      differingSlice = defined[largest].0
    }
  }

  /// The fields after `metric` and `variant`, in the contract's order.
  var fields: [(name: String, cell: ReportCell)] {
    [
      ("slices", .integer(slices)), ("q", .number(q)), ("degrees_of_freedom", .integer(degreesOfFreedom)),
      ("heterogeneity_p_value", .number(pValue)), ("differs", .boolean(differs)),
      ("differing_slice", .integer(differingSlice)),
    ]
  }
}
