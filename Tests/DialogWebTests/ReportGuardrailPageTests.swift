import Analytics
import DialogWeb
import Testing

/// The report page's guardrail (issue 43): a sentence per compared variant, red when it says `worse`,
/// and a winner that its guardrail says is closed more marked so (amber, not the winners' green).
struct ReportGuardrailPageTests {
  static func report(closedTwiceInB: Int) -> Report {
    func sums(_ id: String, tapped: Int, closedTwice: Int) -> VariantSums {
      let closes = 3000 + 2 * closedTwice
      return VariantSums(
        variant: id, units: 10_000, users: 10_000, usersTapped: tapped, impressions: 20_000, taps: tapped,
        closes: closes, tapsSquared: tapped, impressionsSquared: 40_000, tapsTimesImpressions: 2 * tapped,
        closesSquared: 3000 + 4 * closedTwice, closesTimesImpressions: 2 * closes)
    }
    return Report(
      campaign: "fixture",
      variants: [ConfiguredVariant(id: "A", weight: 50), ConfiguredVariant(id: "B", weight: 50)],
      sums: ReportSums(variants: [
        sums("A", tapped: 1000, closedTwice: 1000), sums("B", tapped: 1500, closedTwice: closedTwiceInB),
      ]))
  }

  static func page(_ report: Report) -> String {
    ReportPage.render(report, title: "Fixture", csvLink: "/c.csv", jsonLink: "/c.json")
  }

  @Test func aWinnerClosedMoreIsMarkedAndItsGuardrailSaysWorse() {
    let html = Self.page(Self.report(closedTwiceInB: 1500))
    #expect(html.contains(#"data-outcome="wins" data-guardrail="worse">B wins on taps but is closed more: "#))
    #expect(
      html.contains(#"<p class="guardrail" data-variant="B" data-verdict="worse">Guardrail: B is closed "#))
  }

  @Test func aWinnerNotClosedMoreIsAPlainWinner() {
    let html = Self.page(Self.report(closedTwiceInB: 1000))
    #expect(html.contains(#"data-outcome="wins">B taps 50 % more than A"#))
    #expect(!html.contains("data-guardrail"))
    #expect(html.contains(#"<p class="guardrail" data-variant="B" data-verdict="no_evidence">Guardrail: "#))
  }
}
