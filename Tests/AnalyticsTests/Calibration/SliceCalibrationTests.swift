import Analytics
import Foundation
import TestSupport
import Testing

/// The slices' heterogeneity test (issue 43, part 3) on simulated experiments with a fixed seed: users
/// as an app sends them (1 + Binomial(6, ½) impressions, a tap propensity per user from a Beta, so
/// users differ), split at random between A and B, each in one slice, through ``SliceReport``. A
/// "flag" is a comparison whose lift the report says differs between slices (p < 0.001).
@Suite("Calibration of the slices' heterogeneity test", .serialized)
struct SliceCalibrationTests {
  static let clock = ContinuousClock()
  static let seed = CalibrationTests.seed &+ 43
  private static let ab = [ConfiguredVariant(id: "A", weight: 1), ConfiguredVariant(id: "B", weight: 1)]

  /// One experiment: `users` users, each in the slice `slice(random)` gives (an index into `values`),
  /// with a tap propensity from Beta(a, b) of that slice, times `factor(slice, variant)` (at most 1).
  static func experiment(
    users: Int, values: [String], slice: (inout SplitMix64) -> Int, beta: [(Double, Double)],
    factor: (Int, Int) -> Double, _ random: inout SplitMix64
  ) -> SliceReport {
    var sums = values.map { _ in [VariantSums(variant: "A"), VariantSums(variant: "B")] }
    for _ in 0..<users {
      let s = slice(&random)
      let arm = Int(random.next() & 1)
      let impressions = 1 + (random.next() & 0x3F).nonzeroBitCount
      let propensity = min(1, factor(s, arm) * random.beta(beta[s].0, beta[s].1))
      let taps = random.binomial(impressions, propensity)
      sums[s][arm].addUnit(taps: taps, impressions: impressions, closes: 0, named: true)
    }
    let slices = zip(values, sums).map { SliceSums(value: $0, sums: ReportSums(variants: $1)) }
    return SliceReport(campaign: "sim", variants: ab, slices: slices, by: .device, plannedUsers: users)
  }

  /// A/A with two app versions whose users differ (2.4.0's tap more: Beta(0.8, 4.2) against
  /// Beta(0.5, 4.5); 60 % on 2.4.0), 4,000 users: a slice is flagged in at most 1 % of 300
  /// experiments (the test's level is 0.1 %; also printed over 3,000).
  @Test func anAAExperimentFlagsASliceAtMostOnePercentOfTheTime() {
    let start = Self.clock.now
    func run(_ count: Int, _ seed: UInt64) -> Int {
      simulate(experiments: count, seed: seed, counters: 1) { random in
        let report = Self.experiment(
          users: 4000, values: ["2.3.0", "2.4.0"], slice: { $0.unit() < 0.6 ? 1 : 0 },
          beta: [(0.5, 4.5), (0.8, 4.2)], factor: { _, _ in 1 }, &random)
        return [report.heterogeneity.contains { $0.differs }]
      }[0]
    }
    let few = run(300, Self.seed)
    let many = run(3000, Self.seed &+ 1)
    print(
      "calibration slices A/A, two app versions, 4000 users: a slice flagged (heterogeneity p < 0.001) "
        + "in \(percent(few, of: 300)) of 300 (at most 1 %) and \(percent(many, of: 3000)) of 3000; "
        + "\(Self.clock.now - start)")
    #expect(few <= 3)
    #expect(many <= 15)
  }

  /// B works only on tablets (a tablet user's tap propensity × 1.5 in B; 30 % of users on tablets,
  /// phones unchanged), 10,000 users: the device slices flag B's lift, naming the tablet slice, in at
  /// least 80 % of 300 experiments.
  @Test func aLiftOnlyOnTabletsIsFlaggedOnTheTabletSlice() {
    let start = Self.clock.now
    let experiments = 300
    let counts = simulate(experiments: experiments, seed: Self.seed &+ 2, counters: 2) { random in
      let report = Self.experiment(
        users: 10_000, values: ["phone", "tablet"], slice: { $0.unit() < 0.3 ? 1 : 0 },
        beta: [(0.5, 4.5), (0.5, 4.5)], factor: { slice, arm in slice == 1 && arm == 1 ? 1.5 : 1 }, &random)
      let tablet = report.slices.firstIndex { $0.value == "tablet" }
      let flagged = report.heterogeneity[0].differs
      return [flagged && report.heterogeneity[0].differingSlice == tablet, flagged]
    }
    print(
      "calibration slices, B +50 % on tablets only (30 % of 10,000 users), \(experiments) experiments: "
        + "tablet slice flagged in \(percent(counts[0], of: experiments)) (at least 80 %), any flag in "
        + "\(percent(counts[1], of: experiments)); \(Self.clock.now - start)")
    #expect(counts[0] >= 240)
  }
}
