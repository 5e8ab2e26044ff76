import Analytics
import Testing

@Suite("Report model")
struct ReportModelTests {
  private let abVariants = [ConfiguredVariant(id: "A", weight: 50), ConfiguredVariant(id: "B", weight: 50)]

  /// `units` users of `impressions` impressions each, `tapped` of them with one tap.
  private func users(_ variant: String, _ units: Int, impressions: Int = 2, tapped: Int) -> VariantSums {
    var sums = VariantSums(variant: variant)
    for index in 0..<units {
      sums.addUnit(taps: index < tapped ? 1 : 0, impressions: impressions, closes: 0, named: true)
    }
    return sums
  }

  @Test func variantsFollowTheFileOrderAndMissingOnesCountZero() {
    let report = Report(
      campaign: "trio",
      variants: [
        ConfiguredVariant(id: "y", weight: 1), ConfiguredVariant(id: "control", weight: 1),
        ConfiguredVariant(id: "x", weight: 1),
      ],
      sums: ReportSums(variants: [users("control", 300, tapped: 30), users("y", 310, tapped: 20)]))
    #expect(report.variants.map(\.id) == ["y", "control", "x"])
    #expect(report.variants[2].units == 0 && report.variants[2].ctr == nil)
    #expect(report.variants[0].lift == nil && report.variants[1].lift != nil)
    #expect(report.variants[0].sequentialTuning == nil && report.variants[2].sequentialTuning == 5000)
  }

  @Test func sumsOfVariantsNoLongerConfiguredAreIgnored() {
    let report = Report(
      campaign: "summer-sale", variants: abVariants,
      sums: ReportSums(variants: [
        users("A", 500, tapped: 50), users("B", 500, tapped: 60), users("old", 9000, tapped: 1),
      ]))
    #expect(report.variants.map(\.id) == ["A", "B"])
    #expect(report.srmPValue == 1)
  }

  @Test func warningsComeInTheContractsOrder() {
    var anonymous = users("A", 5000, tapped: 100)
    anonymous.addAnonymous(impressions: 200, taps: 300, closes: 0)
    let report = Report(
      campaign: "summer-sale", variants: abVariants,
      sums: ReportSums(variants: [anonymous], multipleVariantUsers: 3))
    #expect(report.warnings.map(\.code) == [.multipleVariants, .unmatched, .anonymous, .minSample, .noTaps])
    #expect(report.srmPValue == nil)
    #expect(report.withPeekingWarning().warnings.last?.code == .peeking)
    #expect(report.withPeekingWarning().withPeekingWarning() == report.withPeekingWarning())
    let split = Report(
      campaign: "summer-sale", variants: abVariants,
      sums: ReportSums(variants: [users("A", 5000, tapped: 100), users("B", 4000, tapped: 100)]))
    #expect(split.warnings.map(\.code) == [.srm])
  }

  @Test func noWarningsForAHealthyTest() {
    let report = Report(
      campaign: "summer-sale", variants: abVariants,
      sums: ReportSums(variants: [users("A", 1000, tapped: 50), users("B", 1000, tapped: 60)]))
    #expect(report.warnings.isEmpty)
    #expect(report.computedFrom == .events && report.unit == "user")
  }

  @Test func minSampleNamesTheSmallVariants() {
    let three = abVariants + [ConfiguredVariant(id: "C", weight: 50)]
    let one = Report(
      campaign: "c", variants: three,
      sums: ReportSums(variants: [users("A", 100, tapped: 5), users("B", 100, tapped: 5)]))
    #expect(
      one.warnings.first { $0.code == .minSample }?.message.hasPrefix("Variant C has fewer than 100") == true)
    let two = Report(campaign: "c", variants: three, sums: ReportSums(variants: [users("A", 99, tapped: 5)]))
    #expect(
      two.warnings.first { $0.code == .minSample }?.message.hasPrefix("Variants A, B and C have") == true)
  }

  @Test(arguments: [
    (nil, 1.0, 2.0, 5000), (20000, 50.0, 100.0, 10000), (5, 2.0, 3.0, 3), (3, 2.0, 4.0, 2),
    (1, 2.0, 1002.0, 1),
  ])
  func sequentialTuningRoundsThePlannedShare(
    _ planned: Int?, _ pair: Double, _ total: Double, _ expected: Int
  ) {
    #expect(Report.tuning(plannedUsers: planned, weights: pair, of: total) == expected)
  }

  @Test func holmAdjustsStepDownWithARunningMaximum() {
    #expect(HolmAdjustment.adjust([0.01, 0.04, 0.03]) == [0.03, 0.06, 0.06])
    #expect(HolmAdjustment.adjust([0.5, nil]) == [1, nil])
    #expect(HolmAdjustment.adjust([0.001]) == [0.001])
    #expect(HolmAdjustment.adjust([]) == [])
  }

  @Test func everyWarningIsOneSentence() {
    let warnings: [ReportWarning] = [
      .srm, .peeking, .minSample(["A"]), .minSample(["A", "B"]), .multipleVariants(1), .multipleVariants(7),
      .unmatched(1), .unmatched(12), .anonymous(["B"]), .anonymous(["A", "B"]), .noTaps(["A"]),
      .noTaps(["A", "C"]),
    ]
    for warning in warnings {
      #expect(warning.message.hasSuffix("."))
      #expect(warning.message.dropLast().contains(". ") == false, "\(warning.message)")
    }
  }
}
