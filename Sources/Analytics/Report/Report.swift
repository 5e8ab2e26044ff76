/// The A/B report of one campaign (api.md "Report"): users as the unit, each variant's tap rate as a
/// ratio metric, the relative lift against the first variant with fixed-horizon and always-valid
/// figures, Holm's adjustment over the comparisons, the sample-ratio check on users, and warnings.
/// The model of `GET /api/report/{campaign}`; JSON, CSV and the CLI table are extensions in their own
/// files.
///
/// Build it from the campaign's variants in file order and the store's sums:
///
/// ```swift
/// let sums = try store.reportSums(EventQuery(campaign: "summer-sale", source: .app))
/// let report = Report(
///   campaign: "summer-sale",
///   variants: [ConfiguredVariant(id: "A", weight: 50), ConfiguredVariant(id: "B", weight: 50)],
///   sums: sums, plannedUsers: 20_000)
/// print(report.json())          // the API body; report.withPeekingWarning() for the live page
/// ```
public struct Report: Hashable, Sendable {
  /// A variant with fewer units or fewer users than this raises ``ReportWarning/Code/minSample``.
  public static let minimumUnits = 100
  /// An `srm_p_value` below this raises ``ReportWarning/Code/srm``.
  public static let srmThreshold = 0.001
  /// More than 1 % of a variant's impressions without a `user` raises ``ReportWarning/Code/anonymous``
  /// (they are then assumed independent) and leaves `srm_p_value` undefined.
  public static let anonymousPercent = 1
  /// N* when the campaign sets no `plannedUsers`.
  public static let defaultTuning = 5000

  /// The campaign id.
  public var campaign: String
  /// The sources counted.
  public var source: SourceFilter
  /// The lower date bound as the user wrote it (RFC 3339), or `nil`.
  public var from: String?
  /// The upper date bound as the user wrote it (RFC 3339), or `nil`.
  public var to: String?
  /// The unit of analysis: always `user`.
  public var unit: String { "user" }
  /// The campaign file's `plannedUsers`, or `nil`.
  public var plannedUsers: Int?
  /// Whether the sums came from rollups or a scan of the events.
  public var computedFrom: SumsOrigin
  /// One row per configured variant, in file order; the first is the control.
  public var variants: [VariantReport]
  /// The chi-square goodness-of-fit p-value of named users against the weights (k − 1 degrees of
  /// freedom); `nil` with one variant, no named users, or too many anonymous impressions.
  public var srmPValue: Double?
  /// Named users left out because their events name several variants.
  public var multipleVariantUsers: Int
  /// Taps and closes left out because they matched no impression.
  public var unmatched: Int
  /// The warnings, in the order srm, multiple_variants, unmatched, anonymous, min_sample, no_taps,
  /// peeking.
  public var warnings: [ReportWarning]
  /// The delivery ledger (over every campaign's events, see ``DeliveryLedger``), or `nil` when not
  /// computed (the API, page and CLI always compute it; then JSON, CSV and the table show it).
  public var delivery: DeliveryLedger?
  /// Per compared variant, the close rate's guardrail against the control (``ReportGuardrail``), in
  /// variant order; empty with one variant.
  public var guardrails: [ReportGuardrail]
  /// How long the experiment still needs (``ReportDuration``), or `nil` when not computed (the API,
  /// page and CLI compute it, with a second read of the store for the last 7 days' new units).
  public var duration: ReportDuration?

  /// Computes the report.
  ///
  /// - Parameters:
  ///   - variants: the campaign's variants in file order; the first is the control.
  ///   - sums: the store's sums; a configured variant missing from them counts zero, and sums of
  ///     variants no longer configured are ignored.
  ///   - plannedUsers: the campaign's `plannedUsers`, which tunes the always-valid figures.
  ///   - from, to: the date bounds as the user wrote them, echoed unchanged.
  public init(
    campaign: String, variants: [ConfiguredVariant], sums: ReportSums, plannedUsers: Int? = nil,
    source: SourceFilter = .app, from: String? = nil, to: String? = nil
  ) {
    self.campaign = campaign
    self.source = source
    self.from = from
    self.to = to
    self.plannedUsers = plannedUsers
    computedFrom = sums.origin
    multipleVariantUsers = sums.multipleVariantUsers
    let rows = variants.map { sums.sums(of: $0.id) ?? VariantSums(variant: $0.id) }
    unmatched = rows.reduce(0) { $0 + $1.unmatched }
    self.variants = zip(variants, rows).map { VariantReport(configuration: $0, sums: $1) }
    let totalWeight = variants.reduce(0) { $0 + $1.weight }
    var guardrails: [ReportGuardrail] = []
    for index in rows.indices.dropFirst() {
      let tuning = Self.tuning(
        plannedUsers: plannedUsers, weights: variants[0].weight + variants[index].weight, of: totalWeight)
      self.variants[index].compare(
        LiftComparison(treatment: rows[index], control: rows[0], tuning: tuning), tuning: tuning)
      guardrails.append(
        ReportGuardrail(variant: variants[index].id, treatment: rows[index], control: rows[0], tuning: tuning)
      )
    }
    for (offset, holm) in HolmAdjustment.adjust(guardrails.map(\.pValueWorse)).enumerated() {
      guardrails[offset].pValueWorseHolm = holm
    }
    for (offset, holm) in HolmAdjustment.adjust(guardrails.map(\.sequentialPValueWorse)).enumerated() {
      guardrails[offset].sequentialPValueWorseHolm = holm
    }
    self.guardrails = guardrails
    let compared = self.variants.dropFirst()
    for (offset, holm) in HolmAdjustment.adjust(compared.map(\.pValue)).enumerated() {
      self.variants[offset + 1].pValueHolm = holm
    }
    for (offset, holm) in HolmAdjustment.adjust(compared.map(\.sequentialPValue)).enumerated() {
      self.variants[offset + 1].sequentialPValueHolm = holm
    }
    let anonymous = rows.filter { $0.anonymousImpressions * 100 > Self.anonymousPercent * $0.impressions }
    if anonymous.isEmpty {
      srmPValue = ChiSquare.goodnessOfFitPValue(observed: rows.map(\.users), weights: variants.map(\.weight))
    }
    warnings = []
    if let srmPValue, srmPValue < Self.srmThreshold { warnings.append(.srm) }
    if multipleVariantUsers > 0 { warnings.append(.multipleVariants(multipleVariantUsers)) }
    if unmatched > 0 { warnings.append(.unmatched(unmatched)) }
    if !anonymous.isEmpty { warnings.append(.anonymous(anonymous.map(\.variant))) }
    let small = self.variants.filter { $0.units < Self.minimumUnits || $0.users < Self.minimumUnits }
    if !small.isEmpty { warnings.append(.minSample(small.map(\.id))) }
    let tapless = self.variants.filter { $0.taps == 0 }.map(\.id)
    if self.variants.count >= 2 && !tapless.isEmpty { warnings.append(.noTaps(tapless)) }
  }

  /// N* of a comparison: max(1, ⌊plannedUsers·(w_C + w_T)/W + ½⌋), or ``defaultTuning`` without
  /// `plannedUsers`.
  public static func tuning(plannedUsers: Int?, weights pair: Double, of total: Double) -> Int {
    guard let plannedUsers, total > 0 else { return defaultTuning }
    let planned = (Double(plannedUsers) * pair / total + 0.5).rounded(.down)
    guard planned.isFinite else { return defaultTuning }
    return max(1, Int(min(planned, Double(Int32.max))))
  }

  /// This report with the ``ReportWarning/peeking`` warning appended (once), as the live page shows it.
  public func withPeekingWarning() -> Report {
    var copy = self
    if !copy.warnings.contains(where: { $0.code == .peeking }) { copy.warnings.append(.peeking) }
    return copy
  }
}
