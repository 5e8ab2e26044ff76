import Analytics
import Testing

@Suite("Report model")
struct ReportModelTests {
  private let abVariants = [ConfiguredVariant(id: "A", weight: 50), ConfiguredVariant(id: "B", weight: 50)]

  @Test func variantsFollowTheFileOrderAndMissingOnesCountZero() {
    let report = Report(
      campaign: "trio",
      variants: [
        ConfiguredVariant(id: "y", weight: 1), ConfiguredVariant(id: "control", weight: 1),
        ConfiguredVariant(id: "x", weight: 1),
      ],
      counts: [
        VariantCounts(variant: "control", impressions: 300, taps: 30),
        VariantCounts(variant: "y", impressions: 310, taps: 20),
      ])
    #expect(report.variants.map(\.id) == ["y", "control", "x"])
    #expect(report.variants[2].impressions == 0 && report.variants[2].ctr == nil)
    #expect(report.variants[0].lift == nil && report.variants[1].lift != nil)
  }

  @Test func countsOfVariantsNoLongerConfiguredAreIgnored() {
    let report = Report(
      campaign: "summer-sale", variants: abVariants,
      counts: [
        VariantCounts(variant: "A", impressions: 500), VariantCounts(variant: "B", impressions: 500),
        VariantCounts(variant: "old", impressions: 9000),
      ])
    #expect(report.variants.map(\.id) == ["A", "B"])
    #expect(report.srmPValue == 1)
  }

  @Test func warningsComeInTheContractsOrder() {
    let report = Report(
      campaign: "summer-sale", variants: abVariants,
      counts: [VariantCounts(variant: "A", impressions: 5000, taps: 100)])
    #expect(report.warnings.map(\.code) == [.srm, .minSample])
    #expect(report.withPeekingWarning().warnings.map(\.code) == [.srm, .minSample, .peeking])
    #expect(report.withPeekingWarning().withPeekingWarning() == report.withPeekingWarning())
  }

  @Test func noWarningsForAHealthyTest() {
    let report = Report(
      campaign: "summer-sale", variants: abVariants,
      counts: [
        VariantCounts(variant: "A", impressions: 1000, taps: 50),
        VariantCounts(variant: "B", impressions: 1000, taps: 60),
      ])
    #expect(report.warnings.isEmpty)
  }

  @Test func minSampleNamesTheSmallVariants() {
    let three = abVariants + [ConfiguredVariant(id: "C", weight: 50)]
    let one = Report(
      campaign: "c", variants: three,
      counts: [VariantCounts(variant: "A", impressions: 100), VariantCounts(variant: "B", impressions: 100)])
    #expect(
      one.warnings.first { $0.code == .minSample }?.message.hasPrefix("Variant C has fewer than 100") == true)
    let two = Report(campaign: "c", variants: three, counts: [VariantCounts(variant: "A", impressions: 99)])
    #expect(
      two.warnings.first { $0.code == .minSample }?.message.hasPrefix("Variants A, B and C have") == true)
  }

  @Test func everyWarningIsOneSentence() {
    for warning in [ReportWarning.srm, .peeking, .minSample(["A"]), .minSample(["A", "B"])] {
      #expect(warning.message.hasSuffix("."))
      #expect(warning.message.dropLast().contains(". ") == false)
    }
  }
}
