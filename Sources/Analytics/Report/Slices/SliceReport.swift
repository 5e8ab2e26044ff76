/// The report split by app version or device (`GET /api/report/{campaign}?by=…`, api.md "Slices"):
/// each slice's variants with the whole report's fields, Holm's adjustment over every slice's
/// comparisons together, and per comparison a test that its lift is the same in every slice
/// (``SliceHeterogeneity``). A slice describes where the campaign's result comes from; it never
/// decides a winner on its own, so the slice report has no verdict.
///
/// A slice stands on its own when every variant has at least ``Report/minimumUnits`` units in it;
/// the others are added together into one grouped slice (`grouped`, listed last), their values in
/// ``Slice/values``. Slices are disjoint sets of users (``SliceDimension``), so their sums add up.
///
/// ```swift
/// let slices = try store.slicedReportSums(EventQuery(campaign: "summer-sale"), by: .device)
/// let report = SliceReport(
///   campaign: "summer-sale", variants: configured, slices: slices, by: .device, plannedUsers: 20_000)
/// print(report.json())
/// ```
public struct SliceReport: Hashable, Sendable {
  /// A heterogeneity p-value below this flags the comparison's lift as different in one slice.
  public static let differenceThreshold = 0.001

  /// One slice: its value(s) and its report (the whole report's fields, Holm's figures over every
  /// slice; no duration, no delivery).
  public struct Slice: Hashable, Sendable {
    /// The value, `nil` for events that did not send the field or for the grouped slice.
    public var value: String?
    /// Whether this is the slices too small to stand alone, added together.
    public var grouped: Bool
    /// The values it holds: `[value]`, or the grouped slices' values (`nil` for "not sent").
    public var values: [String?]
    /// The slice's report.
    public var report: Report
    /// The compared variants whose lift differs in this slice (``SliceHeterogeneity/differingSlice``).
    public var differs: [String] = []

    /// Units over every variant.
    public var units: Int { report.variants.reduce(0) { $0 + $1.units } }

    /// How the page and table name it: the value, `not sent`, or `other (…)` for the grouped one.
    public var label: String {
      if grouped {
        return "other (" + values.map { $0.map { "\"\($0)\"" } ?? "not sent" }.joined(separator: ", ") + ")"
      }
      return value.map { "\"\($0)\"" } ?? "not sent"
    }
  }

  public var campaign: String
  public var source: SourceFilter
  public var from: String?
  public var to: String?
  public var plannedUsers: Int?
  public var computedFrom: SumsOrigin
  /// The field the slices split by.
  public var by: SliceDimension
  /// The slices: those standing alone by units (most first, then by value), the grouped one last.
  public var slices: [Slice]
  /// Per compared variant, in variant order: is its lift the same in every slice?
  public var heterogeneity: [SliceHeterogeneity]

  /// Computes the slices' reports from the store's ``SliceSums`` (any order); `origin` (else the
  /// sums' own: rollups or the events) is what ``computedFrom`` says.
  public init(
    campaign: String, variants: [ConfiguredVariant], slices sliceSums: [SliceSums], by: SliceDimension,
    plannedUsers: Int? = nil, source: SourceFilter = .app, from: String? = nil, to: String? = nil,
    origin: SumsOrigin? = nil
  ) {
    self.campaign = campaign
    self.source = source
    self.from = from
    self.to = to
    self.plannedUsers = plannedUsers
    self.by = by
    computedFrom = origin ?? sliceSums.first?.sums.origin ?? .events
    let ids = variants.map(\.id)
    func units(_ sums: ReportSums, _ id: String) -> Int { sums.sums(of: id)?.units ?? 0 }
    var alone: [SliceSums] = []
    var small: [SliceSums] = []
    for slice in sliceSums {
      if ids.allSatisfy({ units(slice.sums, $0) >= Report.minimumUnits }) {
        alone.append(slice)
      } else {
        small.append(slice)
      }
    }
    alone.sort { a, b in
      let x = ids.reduce(0) { $0 + units(a.sums, $1) }
      let y = ids.reduce(0) { $0 + units(b.sums, $1) }
      if x != y { return x > y }
      return Self.precedes(a.value, b.value)
    }
    var parts = alone.map { ($0.value, false, [$0.value], $0.sums) }
    if !small.isEmpty {
      parts.append((nil, true, small.map(\.value), Self.added(small.map(\.sums))))
    }
    var built = parts.map { value, grouped, values, sums in
      Slice(
        value: value, grouped: grouped, values: values,
        report: Report(
          campaign: campaign, variants: variants, sums: sums, plannedUsers: plannedUsers, source: source,
          from: from, to: to))
    }
    Self.adjustAcrossSlices(&built)
    var tests: [SliceHeterogeneity] = []
    for index in variants.indices.dropFirst() {
      let totalWeight = variants.reduce(0) { $0 + $1.weight }
      let tuning = Report.tuning(
        plannedUsers: plannedUsers, weights: variants[0].weight + variants[index].weight, of: totalWeight)
      let lifts = parts.map { part -> (lift: Double, standardError: Double)? in
        let sums = part.3
        let comparison = LiftComparison(
          treatment: sums.sums(of: ids[index]) ?? VariantSums(variant: ids[index]),
          control: sums.sums(of: ids[0]) ?? VariantSums(variant: ids[0]), tuning: tuning)
        guard let lift = comparison.lift, let se = comparison.standardError else { return nil }
        return (lift, se)
      }
      let test = SliceHeterogeneity(variant: ids[index], lifts: lifts)
      if let slice = test.differingSlice { built[slice].differs.append(ids[index]) }
      tests.append(test)
    }
    self.slices = built
    heterogeneity = tests
  }

  /// Holm's adjustment over every slice's comparisons together (taps both ways, and the guardrail's
  /// "worse"), replacing each slice's own.
  private static func adjustAcrossSlices(_ slices: inout [Slice]) {
    var places: [(slice: Int, variant: Int)] = []
    for (s, slice) in slices.enumerated() {
      for v in slice.report.variants.indices.dropFirst() { places.append((s, v)) }
    }
    let taps = HolmAdjustment.adjust(places.map { slices[$0.slice].report.variants[$0.variant].pValue })
    let always = HolmAdjustment.adjust(
      places.map { slices[$0.slice].report.variants[$0.variant].sequentialPValue })
    for (index, place) in places.enumerated() {
      slices[place.slice].report.variants[place.variant].pValueHolm = taps[index]
      slices[place.slice].report.variants[place.variant].sequentialPValueHolm = always[index]
    }
    let guards = slices.indices.flatMap { s in slices[s].report.guardrails.indices.map { (s, $0) } }
    let worse = HolmAdjustment.adjust(guards.map { slices[$0.0].report.guardrails[$0.1].pValueWorse })
    let sequentialWorse = HolmAdjustment.adjust(
      guards.map { slices[$0.0].report.guardrails[$0.1].sequentialPValueWorse })
    for (index, place) in guards.enumerated() {
      slices[place.0].report.guardrails[place.1].pValueWorseHolm = worse[index]
      slices[place.0].report.guardrails[place.1].sequentialPValueWorseHolm = sequentialWorse[index]
    }
  }

  /// Disjoint slices' sums added per variant.
  private static func added(_ all: [ReportSums]) -> ReportSums {
    var byVariant: [String: VariantSums] = [:]
    var mixed = 0
    for sums in all {
      mixed += sums.multipleVariantUsers
      for variant in sums.variants {
        byVariant[variant.variant, default: VariantSums(variant: variant.variant)].add(variant)
      }
    }
    return ReportSums(
      variants: Array(byVariant.values), multipleVariantUsers: mixed, origin: all.first?.origin ?? .events)
  }

  /// Byte order of slice values, "not sent" first.
  private static func precedes(_ a: String?, _ b: String?) -> Bool {
    guard let a else { return b != nil }
    guard let b else { return false }
    return Array(a.utf8).lexicographicallyPrecedes(b.utf8)
  }
}
