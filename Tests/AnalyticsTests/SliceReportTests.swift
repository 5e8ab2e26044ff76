import Analytics
import Foundation
import Testing

/// The sliced report (issue 43, part 3): Cochran's Q against a computation by hand (SciPy's
/// `chi2.sf`), small slices grouped as `other`, slices ordered, Holm over every slice's comparisons,
/// and JSON, CSV and table agreeing.
struct SliceReportTests {
  static let ab = [ConfiguredVariant(id: "A", weight: 50), ConfiguredVariant(id: "B", weight: 50)]

  /// `users` users with 2 impressions each, `tapped` of them tapping once.
  static func sums(_ variant: String, users: Int, tapped: Int) -> VariantSums {
    VariantSums(
      variant: variant, units: users, users: users, usersTapped: tapped, impressions: 2 * users, taps: tapped,
      tapsSquared: tapped, impressionsSquared: 4 * users, tapsTimesImpressions: 2 * tapped)
  }

  static func slice(_ value: String?, _ users: Int, _ tappedA: Int, _ tappedB: Int) -> SliceSums {
    SliceSums(
      value: value,
      sums: ReportSums(variants: [
        sums("A", users: users, tapped: tappedA), sums("B", users: users, tapped: tappedB),
      ]))
  }

  /// Lifts 0.1 (SE 0.05) and 0.5 (SE 0.1): w = 400 and 100, pooled 0.18, Q = 400·0.08² + 100·0.32² =
  /// 12.8, p = chi2.sf(12.8, 1) = 0.000346619351134667; the second contributes most. Three slices
  /// (0.1, 0.5, 0.2 with SE 0.05, 0.1, 0.08): Q = 12.847619047619043, p = 0.001622463633005457 (df 2):
  /// not below 0.001.
  @Test func cochransQEqualsTheHandComputation() throws {
    let two = SliceHeterogeneity(variant: "B", lifts: [(0.1, 0.05), (0.5, 0.1)])
    #expect(abs(try #require(two.q) - 12.8) < 1e-12)
    #expect(abs(try #require(two.pValue) / 0.000346619351134667 - 1) < 1e-9)
    #expect(two.degreesOfFreedom == 1 && two.slices == 2 && two.differingSlice == 1 && two.differs)
    let three = SliceHeterogeneity(variant: "B", lifts: [(0.1, 0.05), nil, (0.5, 0.1), (0.2, 0.08)])
    #expect(abs(try #require(three.q) - 12.847619047619043) < 1e-9)
    #expect(abs(try #require(three.pValue) / 0.001622463633005457 - 1) < 1e-9)
    #expect(three.slices == 3 && three.degreesOfFreedom == 2 && !three.differs)
    let one = SliceHeterogeneity(variant: "B", lifts: [(0.1, 0.05), nil])
    #expect(one.q == nil && one.pValue == nil && one.slices == 1 && !one.differs)
  }

  @Test func smallSlicesAreGroupedAndEverySliceSharesOneHolmAdjustment() throws {
    let report = SliceReport(
      campaign: "fixture", variants: Self.ab,
      slices: [
        Self.slice(nil, 50, 5, 6), Self.slice("1.0", 99, 9, 20), Self.slice("2.0", 1000, 100, 110),
        Self.slice("3.0", 2000, 200, 420), Self.slice("2.5", 1000, 100, 110),
      ], by: .appVersion)
    #expect(report.slices.map(\.value) == ["3.0", "2.0", "2.5", nil])
    let other = try #require(report.slices.last)
    #expect(other.grouped && other.values == [nil, "1.0"] && other.units == 2 * 149)
    #expect(other.report.variants[1].taps == 26 && other.label == "other (not sent, \"1.0\")")
    let pValues = report.slices.map { $0.report.variants[1].pValue }
    let holm = HolmAdjustment.adjust(pValues)
    #expect(report.slices.map { $0.report.variants[1].pValueHolm } == holm)
    #expect(holm != pValues)
    // The lift +110 % on 3.0 against +10 % elsewhere.
    let test = try #require(report.heterogeneity.first)
    #expect(test.slices == 4 && test.differingSlice == 0 && report.slices[0].differs == ["B"], "\(test)")
    let ordered = [(2000, 200, 420), (1000, 100, 110), (1000, 100, 110), (149, 14, 26)]
    let lifts = ordered.map { users, a, b -> (lift: Double, standardError: Double)? in
      let c = LiftComparison(
        treatment: Self.sums("B", users: users, tapped: b), control: Self.sums("A", users: users, tapped: a),
        tuning: 5000)
      return (c.lift!, c.standardError!)
    }
    #expect(test == SliceHeterogeneity(variant: "B", lifts: lifts))
  }

  @Test func jsonCSVAndTableAgree() throws {
    let report = SliceReport(
      campaign: "fixture", variants: Self.ab,
      slices: [Self.slice("phone", 1000, 100, 100), Self.slice("tablet", 400, 40, 80)], by: .device,
      plannedUsers: 3000)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
    #expect(json["by"] as? String == "device" && json["min_slice_units"] as? Int == 100)
    let slices = try #require(json["slices"] as? [[String: Any]])
    #expect(slices.map { $0["slice"] as? String } == ["phone", "tablet"])
    let tests = try #require(json["heterogeneity"] as? [[String: Any]])
    let p = try #require(tests.first?["heterogeneity_p_value"] as? Double)
    // Foundation's parser on Linux may be one unit in the last place off.
    func near(_ a: Double?, _ b: Double?) -> Bool { abs((a ?? .nan) / (b ?? .nan) - 1) < 1e-14 }
    #expect(near(p, report.heterogeneity[0].pValue) && tests.first?["differs"] as? Bool == (p < 0.001))
    let rows = report.csv().split(separator: "\r\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false)
    }
    #expect(rows[0].map(String.init) == SliceReport.csvColumns && rows.count == 5)
    let column = try #require(SliceReport.csvColumns.firstIndex(of: "heterogeneity_p_value"))
    #expect(Double(rows[2][column]) == report.heterogeneity[0].pValue && rows[1][column].isEmpty)
    let lift = try #require(SliceReport.csvColumns.firstIndex(of: "lift"))
    #expect(Double(rows[4][lift]) == report.slices[1].report.variants[1].lift)
    let table = report.table()
    #expect(
      table.contains("Slice \"tablet\": 800 units")
        && table.contains(report.sentence(report.heterogeneity[0])))
  }
}
