import Analytics
import Foundation
import TestSupport
import Testing

/// The report's error rates on simulated experiments with a fixed seed (issue 24): heterogeneous users
/// with several impressions each, through the same statistics code the server runs. Each rate must
/// fall in its binomial 99 % band; each test prints its rates and time.
@Suite("Calibration of the report's statistics", .serialized)
struct CalibrationTests {
  static let clock = ContinuousClock()
  static let looks = 10
  /// `CALIBRATION_SEED` runs the same experiments on other random numbers (the bands hold for any seed
  /// with the probability they are drawn for, 99 %).
  static let seed = UInt64(ProcessInfo.processInfo.environment["CALIBRATION_SEED"] ?? "") ?? 10
  private let ab = [ConfiguredVariant(id: "A", weight: 1), ConfiguredVariant(id: "B", weight: 1)]

  /// 10,000 A/A experiments of 2,000 users split at random 50/50, read at 10 equally spaced looks.
  @Test func anAATestIsSignificantFivePercentOfTheTime() {
    let start = Self.clock.now
    let experiments = 10_000
    let users = SimulatedUsers()
    let variants = ab
    let counts = simulate(experiments: experiments, seed: Self.seed &+ 1, counters: 3) { random in
      var sums = [VariantSums(variant: "A"), VariantSums(variant: "B")]
      var sequentialHit = false
      for look in 1...Self.looks {
        for _ in 0..<(2000 / Self.looks) { users.addUser(to: &sums[Int(random.next() & 1)], &random) }
        if look < Self.looks {
          let comparison = LiftComparison(treatment: sums[1], control: sums[0], tuning: 2000)
          sequentialHit = sequentialHit || (comparison.sequentialPValue ?? 1) < 0.05
        }
      }
      let report = Report(
        campaign: "aa", variants: variants, sums: ReportSums(variants: sums), plannedUsers: 2000)
      let last = report.variants[1]
      return [
        (last.pValue ?? 1) < 0.05, report.warnings.contains { $0.code == .srm },
        sequentialHit || (last.sequentialPValue ?? 1) < 0.05,
      ]
    }
    print(
      "calibration A/A, \(experiments) experiments of 2000 users: p_value < 0.05 in "
        + "\(percent(counts[0], of: experiments)) (band 4.4–5.6 %), srm in \(percent(counts[1], of: experiments)) "
        + "(at most 0.2 %), sequential_p_value < 0.05 at any of \(Self.looks) looks in "
        + "\(percent(counts[2], of: experiments)) (at most 5.6 %); \(Self.clock.now - start)")
    #expect((440...560).contains(counts[0]))
    #expect(counts[1] <= 20)
    #expect(counts[2] <= 560)
  }

  /// 10,000 three-variant A/A experiments of 3,000 users: Holm over the two comparisons keeps the
  /// chance of any always-valid false winner, at any of 10 looks, at 5 %.
  @Test func threeVariantsWithHolmStayAtFivePercent() {
    let start = Self.clock.now
    let experiments = 10_000
    let users = SimulatedUsers()
    let counts = simulate(experiments: experiments, seed: Self.seed &+ 2, counters: 1) { random in
      var sums = [VariantSums(variant: "A"), VariantSums(variant: "B"), VariantSums(variant: "C")]
      for _ in 1...Self.looks {
        for _ in 0..<(3000 / Self.looks) {
          users.addUser(to: &sums[Int(random.next() % 3)], &random)
        }
        let p = [1, 2].map {
          LiftComparison(treatment: sums[$0], control: sums[0], tuning: 2000).sequentialPValue
        }
        if HolmAdjustment.adjust(p).contains(where: { ($0 ?? 1) < 0.05 }) { return [true] }
      }
      return [false]
    }
    print(
      "calibration three-variant A/A, \(experiments) experiments of 3000 users: sequential_p_value_holm "
        + "< 0.05 at any of \(Self.looks) looks in \(percent(counts[0], of: experiments)) (at most 5.6 %); "
        + "\(Self.clock.now - start)")
    #expect(counts[0] <= 560)
  }

  /// A true relative lift of 50 % (mean propensity 10 % → 15 %) on 4,000 users per variant: the
  /// always-valid interval excludes 0 in every one of 200 experiments.
  @Test func aFiftyPercentLiftIsFoundByTheAlwaysValidInterval() {
    let start = Self.clock.now
    let experiments = 200
    let control = SimulatedUsers()
    let treatment = SimulatedUsers(a: 0.75, b: 4.25)
    let variants = ab
    let counts = simulate(experiments: experiments, seed: Self.seed &+ 3, counters: 2) { random in
      var sums = [VariantSums(variant: "A"), VariantSums(variant: "B")]
      for _ in 0..<4000 {
        control.addUser(to: &sums[0], &random)
        treatment.addUser(to: &sums[1], &random)
      }
      let report = Report(
        campaign: "lift", variants: variants, sums: ReportSums(variants: sums), plannedUsers: 8000)
      let b = report.variants[1]
      return [(b.sequentialLiftLow ?? 0) > 0, (b.sequentialPValueHolm ?? 1) < 0.05]
    }
    print(
      "calibration 50 % lift, \(experiments) experiments of 4000 users per variant: the always-valid "
        + "interval excludes 0 in \(percent(counts[0], of: experiments)), sequential_p_value_holm < 0.05 in "
        + "\(percent(counts[1], of: experiments)); \(Self.clock.now - start)")
    #expect(counts[0] == experiments && counts[1] == experiments)
  }
}
