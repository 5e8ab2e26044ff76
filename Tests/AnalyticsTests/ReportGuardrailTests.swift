import Analytics
import Testing

/// The close-rate guardrail (issue 43, part 1) against a computation by hand: two variants of 1,000
/// users with 2 impressions each; in A 300 users close once and 100 twice (500 closes), in B 300 once
/// and 150 twice (600). By hand (Python, independent of the Swift code): r = Σc/Σd, Var(r) =
/// (Σc² − 2rΣcd + r²Σd²)/(Σd)²·n/(n − 1), Var(lift) = Var_B/r_A² + r_B²·Var_A/r_A⁴ (SE
/// 0.0689692450064), p_value_worse = ½erfc(z/√2) with z = lift/SE; the confidence sequence tuned to
/// 5,000 (no plannedUsers) at 2,000 units: half-width 0.215444685520, p-value 0.0835052191056.
struct ReportGuardrailTests {
  static func sums(_ variant: String, users: Int, closedOnce: Int, closedTwice: Int, tapped: Int)
    -> VariantSums
  {
    let closes = closedOnce + 2 * closedTwice
    return VariantSums(
      variant: variant, units: users, users: users, usersTapped: tapped, impressions: 2 * users,
      taps: tapped, closes: closes, tapsSquared: tapped, impressionsSquared: 4 * users,
      tapsTimesImpressions: 2 * tapped, closesSquared: closedOnce + 4 * closedTwice,
      closesTimesImpressions: 2 * closes)
  }

  static func report(scale: Int = 1, tappedB: Int = 100) -> Report {
    Report(
      campaign: "fixture",
      variants: [ConfiguredVariant(id: "A", weight: 50), ConfiguredVariant(id: "B", weight: 50)],
      sums: ReportSums(variants: [
        sums(
          "A", users: 1000 * scale, closedOnce: 300 * scale, closedTwice: 100 * scale, tapped: 100 * scale),
        sums(
          "B", users: 1000 * scale, closedOnce: 300 * scale, closedTwice: 150 * scale, tapped: tappedB * scale
        ),
      ]))
  }

  @Test func equalsTheHandComputation() throws {
    let report = Self.report()
    let g = try #require(report.guardrails.first)
    #expect(report.guardrails.count == 1 && g.variant == "B" && g.metric == "close_rate")
    func near(_ value: Double?, _ expected: Double) -> Bool { abs((value ?? .nan) - expected) < 1e-9 }
    #expect(near(g.lift, 0.2))
    #expect(near(g.liftLow, 0.064_822_763_746_481), "\(g)")
    #expect(near(g.liftHigh, 0.335_177_236_253_519))
    #expect(near(g.pValueWorse, 0.001_866_746_536_496))
    #expect(near(g.pValueWorseHolm, 0.001_866_746_536_496))
    #expect(near(g.sequentialLiftLow, -0.015_444_685_519_673))
    #expect(near(g.sequentialLiftHigh, 0.415_444_685_519_673))
    #expect(near(g.sequentialPValueWorse, 0.083_505_219_105_563))
    // Significant at a fixed horizon, not yet always-valid: no evidence on the live verdict.
    #expect(g.verdict == .noEvidence)
    let json = report.json()
    #expect(
      json.contains(
        "\"guardrails\":[{\"metric\":\"close_rate\",\"variant\":\"B\",\"lift\":0.2,\"lift_low\":"))
    #expect(json.contains("\"verdict\":\"no_evidence\"}]"))
    #expect(
      report.guardrailSentences == [
        "Guardrail: B's close rate against A is +20 % (always-valid 95 % interval −1.5 % … +42 %); no "
          + "evidence it is closed more (always-valid p-value after Holm 0.0835)."
      ])
  }

  @Test func aWinnerClosedMoreIsSaidSo() throws {
    // Ten times the users: the close rate's rise is established always-valid; B also taps 50 % more.
    let report = Self.report(scale: 10, tappedB: 150)
    let g = try #require(report.guardrails.first)
    #expect(g.verdict == .worse, "\(g)")
    let verdict = try #require(report.verdicts.first)
    #expect(verdict.outcome == .wins)
    #expect(
      verdict.sentence.hasPrefix("B wins on taps but is closed more: it taps 50 % more than A"), "\(verdict)")
    #expect(report.guardrailSentences.first?.hasSuffix(": worse.") == true)
    let csv = report.csv().split(separator: "\r\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false)
    }
    let header = csv[0].map(String.init)
    let verdictColumn = try #require(header.firstIndex(of: "close_rate_verdict"))
    #expect(csv[1][verdictColumn] == "" && csv[2][verdictColumn] == "worse")
    #expect(header.suffix(10).allSatisfy { $0.hasPrefix("close_rate_") })
  }

  @Test func aLowerCloseRateIsNeverWorse() throws {
    // B closes less: one-sided p-values near 1, the always-valid one exactly 1.
    let report = Report(
      campaign: "fixture",
      variants: [ConfiguredVariant(id: "A", weight: 50), ConfiguredVariant(id: "B", weight: 50)],
      sums: ReportSums(variants: [
        Self.sums("A", users: 10_000, closedOnce: 3000, closedTwice: 1500, tapped: 1000),
        Self.sums("B", users: 10_000, closedOnce: 3000, closedTwice: 1000, tapped: 1000),
      ]))
    let g = try #require(report.guardrails.first)
    #expect((g.lift ?? 0) < 0 && (g.pValueWorse ?? 0) > 0.99 && g.sequentialPValueWorse == 1)
    #expect(g.verdict == .noEvidence)
  }
}
