/// The A/B report of one campaign: per-variant counts and statistics against the first variant, the
/// sample-ratio-mismatch test, and warnings. The model of `GET /api/report/{campaign}`; JSON, CSV and
/// the CLI table are extensions in their own files.
///
/// Build it from the campaign's variants in file order and the store's counts:
///
/// ```swift
/// let counts = try store.variantCounts(EventQuery(campaign: "summer-sale", source: .app))
/// let report = Report(
///   campaign: "summer-sale",
///   variants: [ConfiguredVariant(id: "A", weight: 50), ConfiguredVariant(id: "B", weight: 50)],
///   counts: counts, source: .app, from: nil, to: nil)
/// print(report.json())          // the API body; report.withPeekingWarning() for the live page
/// ```
public struct Report: Hashable, Sendable {
  /// A variant with fewer impressions than this raises ``ReportWarning/Code/minSample``.
  public static let minimumImpressions = 100
  /// An `srm_p_value` below this raises ``ReportWarning/Code/srm``.
  public static let srmThreshold = 0.001

  /// The campaign id.
  public var campaign: String
  /// The sources counted.
  public var source: SourceFilter
  /// The lower date bound as the user wrote it (RFC 3339), or `nil`.
  public var from: String?
  /// The upper date bound as the user wrote it (RFC 3339), or `nil`.
  public var to: String?
  /// One row per configured variant, in file order; the first is the control.
  public var variants: [VariantReport]
  /// The chi-square goodness-of-fit p-value of impressions against the weights (k − 1 degrees of
  /// freedom); `nil` with fewer than two variants or no impressions.
  public var srmPValue: Double?
  /// The warnings, in the order srm, min_sample, peeking.
  public var warnings: [ReportWarning]

  /// Computes the report.
  ///
  /// - Parameters:
  ///   - variants: the campaign's variants in file order; the first is the control.
  ///   - counts: the store's counts; a configured variant missing from them counts zero, and counts of
  ///     variants no longer configured are ignored.
  ///   - from, to: the date bounds as the user wrote them, echoed unchanged.
  public init(
    campaign: String, variants: [ConfiguredVariant], counts: [VariantCounts], source: SourceFilter = .app,
    from: String? = nil, to: String? = nil
  ) {
    self.campaign = campaign
    self.source = source
    self.from = from
    self.to = to
    var byVariant: [String: VariantCounts] = [:]
    for count in counts where byVariant[count.variant] == nil { byVariant[count.variant] = count }
    let rows = variants.map { byVariant[$0.id] ?? VariantCounts(variant: $0.id) }
    let control = rows.first
    self.variants = zip(variants, rows).enumerated().map { index, pair in
      VariantReport(configuration: pair.0, counts: pair.1, control: index == 0 ? nil : control)
    }
    srmPValue = ChiSquare.goodnessOfFitPValue(
      observed: rows.map(\.impressions), weights: variants.map(\.weight))
    warnings = []
    if let srmPValue, srmPValue < Self.srmThreshold { warnings.append(.srm) }
    let small = self.variants.filter { $0.impressions < Self.minimumImpressions }.map(\.id)
    if !small.isEmpty { warnings.append(.minSample(small)) }
  }

  /// This report with the ``ReportWarning/peeking`` warning appended (once), as the live page shows it.
  public func withPeekingWarning() -> Report {
    var copy = self
    if !copy.warnings.contains(where: { $0.code == .peeking }) { copy.warnings.append(.peeking) }
    return copy
  }
}
