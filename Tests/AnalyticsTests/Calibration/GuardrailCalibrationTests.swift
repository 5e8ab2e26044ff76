import Analytics
import Foundation
import TestSupport
import Testing

/// The close-rate guardrail's error rates (issue 43, part 1) on simulated experiments with a fixed
/// seed: users as an app sends them (1 + Binomial(6, ½) impressions), each with a tap propensity
/// (Beta(0.5, 4.5)) and a close propensity (Beta(3, 7): a mean close rate of 30 %, users who differ),
/// taps and closes Binomial(impressions, propensity), through the report the server builds.
@Suite("Calibration of the close-rate guardrail", .serialized)
struct GuardrailCalibrationTests {
  static let clock = ContinuousClock()
  static let looks = 10
  static let seed = CalibrationTests.seed &+ 40
  private static let ab = [ConfiguredVariant(id: "A", weight: 1), ConfiguredVariant(id: "B", weight: 1)]

  /// A user whose close propensity is drawn from Beta(3, 7) times `factor` (at most 1).
  struct Closer: Sendable {
    var factor = 1.0
    func addUser(to sums: inout VariantSums, _ random: inout SplitMix64) {
      let impressions = 1 + (random.next() & 0x3F).nonzeroBitCount
      let taps = random.binomial(impressions, random.beta(0.5, 4.5))
      let closes = random.binomial(impressions, min(1, factor * random.beta(3, 7)))
      sums.addUnit(taps: taps, impressions: impressions, closes: closes, named: true)
    }
  }

  /// A/A experiments of 2,000 users split at random, read at 10 equally spaced looks: the
  /// fixed-horizon one-sided test flags `worse` at the end 5 % of the time (band 4.4–5.6 % over
  /// 10,000), the always-valid one at any look at most 1 %.
  static func aa(_ experiments: Int, seed: UInt64) -> [Int] {
    simulate(experiments: experiments, seed: seed, counters: 2) { random in
      let user = Closer()
      var sums = [VariantSums(variant: "A"), VariantSums(variant: "B")]
      var sequential = false
      for _ in 1...looks {
        for _ in 0..<(2000 / looks) { user.addUser(to: &sums[Int(random.next() & 1)], &random) }
        let report = Report(
          campaign: "aa", variants: ab, sums: ReportSums(variants: sums), plannedUsers: 2000)
        sequential = sequential || report.guardrails[0].verdict == .worse
        if sums[0].units + sums[1].units >= 2000 {
          return [(report.guardrails[0].pValueWorseHolm ?? 1) < 0.05, sequential]
        }
      }
      return [false, sequential]
    }
  }

  @Test func anAATestFlagsWorseAtTheNominalRate() {
    let start = Self.clock.now
    let few = Self.aa(300, seed: Self.seed)
    let many = Self.aa(10_000, seed: Self.seed &+ 1)
    print(
      "calibration guardrail A/A, experiments of 2000 users: close rate flagged worse at a fixed horizon "
        + "(p_value_worse_holm < 0.05) in \(percent(few[0], of: 300)) of 300 and \(percent(many[0], of: 10_000)) "
        + "of 10,000 (band 4.4–5.6 %); always-valid (verdict worse) at any of \(Self.looks) looks in "
        + "\(percent(few[1], of: 300)) of 300 and \(percent(many[1], of: 10_000)) of 10,000 (at most 1 %); "
        + "\(Self.clock.now - start)")
    #expect((440...560).contains(many[0]))
    #expect(many[1] <= 100 && few[1] <= 3)
  }

  /// B raises every user's close propensity by a fifth: at the planned size (2,000 users) the
  /// always-valid verdict says `worse` in at least 80 % of 300 experiments.
  @Test func aFifthMoreClosesIsFlaggedAtThePlannedSize() {
    let start = Self.clock.now
    let experiments = 300
    let counts = simulate(experiments: experiments, seed: Self.seed &+ 2, counters: 2) { random in
      let users = [Closer(), Closer(factor: 1.2)]
      var sums = [VariantSums(variant: "A"), VariantSums(variant: "B")]
      for _ in 0..<2000 {
        let arm = Int(random.next() & 1)
        users[arm].addUser(to: &sums[arm], &random)
      }
      let report = Report(
        campaign: "worse", variants: Self.ab, sums: ReportSums(variants: sums), plannedUsers: 2000)
      return [report.guardrails[0].verdict == .worse, (report.guardrails[0].pValueWorseHolm ?? 1) < 0.05]
    }
    print(
      "calibration guardrail, close rate +20 %, \(experiments) experiments of 2000 users (the planned size): "
        + "verdict worse in \(percent(counts[0], of: experiments)) (at least 80 %), fixed-horizon "
        + "p_value_worse_holm < 0.05 in \(percent(counts[1], of: experiments)); \(Self.clock.now - start)")
    #expect(counts[0] >= 240)
  }
}
