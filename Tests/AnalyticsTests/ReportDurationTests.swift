import Analytics
import Testing

/// The report's `duration` (issue 43, part 2) against a computation by hand: two variants of 1,000
/// users, one impression each, 100 and 120 tappers (rates 0.10 and 0.12), 50/50, plannedUsers 10,000;
/// 700 new units in the last 7 days. By hand (Python, independent of the Swift code):
/// Var(ctr) = p(1 − p)/(n − 1); Var(lift) = Var_B/p_A² + p_B²·Var_A/p_A⁴, SE = 0.153439054818;
/// SE* = SE·√(2000/10000); ρ² = (−2 ln 0.05 + ln(1 − 2 ln 0.05))/10000; half-width at N* = 10,000 of
/// SE* plus 0.8416·SE* = 0.266028211682.
struct ReportDurationTests {
  static func sums(_ variant: String, tapped: Int) -> VariantSums {
    VariantSums(
      variant: variant, units: 1000, users: 1000, usersTapped: tapped, impressions: 1000, taps: tapped,
      tapsSquared: tapped, impressionsSquared: 1000, tapsTimesImpressions: tapped)
  }

  static func report(planned: Int?) -> Report {
    Report(
      campaign: "fixture",
      variants: [ConfiguredVariant(id: "A", weight: 50), ConfiguredVariant(id: "B", weight: 50)],
      sums: ReportSums(variants: [sums("A", tapped: 100), sums("B", tapped: 120)]), plannedUsers: planned)
  }

  @Test func equalsTheHandComputation() throws {
    let duration = ReportDuration(report: Self.report(planned: 10_000), windowUnits: 700, windowDays: 7)
    #expect(duration.unitsPerDay == 100)
    #expect(duration.unitsNeeded == 8000)
    #expect(duration.daysNeeded == 80)
    let comparison = try #require(duration.comparisons.first)
    #expect(duration.comparisons.count == 1 && comparison.variant == "B")
    #expect(abs((comparison.lift ?? 0) - 0.2) < 1e-12)
    #expect(abs((comparison.detectableLift ?? 0) - 0.266_028_211_682) < 1e-9, "\(comparison)")
    #expect(
      duration.sentence
        == "about 80 more days at 100 units a day; at the planned size this test can detect a lift of ±27 % "
        + "(B: +20 % observed).")
  }

  @Test func undefinedFiguresAreNull() throws {
    // No plannedUsers: no units or days needed, no planned size to detect a lift at.
    let open = ReportDuration(report: Self.report(planned: nil), windowUnits: 700, windowDays: 7)
    #expect(open.unitsNeeded == nil && open.daysNeeded == nil)
    #expect(open.comparisons.first?.detectableLift == nil)
    var report = Self.report(planned: nil)
    report.duration = open
    #expect(
      report.json().contains(",\"duration\":{\"window_days\":7,\"units_per_day\":100,\"units_needed\":null,"))
    #expect(report.json().contains("\"days_needed\":null,\"comparisons\":[{\"variant\":\"B\","))
    // No new units: no pace, no end; reached: 0 days.
    let stalled = ReportDuration(report: Self.report(planned: 10_000), windowUnits: 0, windowDays: 7)
    #expect(stalled.unitsPerDay == 0 && stalled.daysNeeded == nil)
    let reached = ReportDuration(report: Self.report(planned: 1500), windowUnits: 0, windowDays: 7)
    #expect(reached.unitsNeeded == 0 && reached.daysNeeded == 0)
  }
}
