import Analytics
import Foundation
import Testing

@Suite("Statistics primitives")
struct StatisticsPrimitivesTests {
  private func close(_ actual: Double?, _ expected: Double, relative: Double = 1e-12) -> Bool {
    guard let actual else { return false }
    return abs(actual - expected) <= relative * abs(expected)
  }

  @Test func chiSquareCriticalValuesGiveFivePercent() {
    #expect(close(ChiSquare.survival(x: 3.841458820694124, degreesOfFreedom: 1), 0.05))
    #expect(close(ChiSquare.survival(x: 5.991464547107979, degreesOfFreedom: 2), 0.05))
    #expect(close(ChiSquare.survival(x: 7.814727903251178, degreesOfFreedom: 3), 0.05))
    #expect(close(ChiSquare.survival(x: 9.487729036781154, degreesOfFreedom: 4), 0.05))
    #expect(close(ChiSquare.survival(x: 18.307038053275146, degreesOfFreedom: 10), 0.05))
  }

  @Test func chiSquareEdges() {
    for df in [1, 2, 3, 10] { #expect(ChiSquare.survival(x: 0, degreesOfFreedom: df) == 1) }
    #expect(ChiSquare.survival(x: 1e6, degreesOfFreedom: 3) == 0)
    #expect(ChiSquare.survival(x: .infinity, degreesOfFreedom: 5) == 0)
    #expect(ChiSquare.survival(x: -1, degreesOfFreedom: 1).isNaN)
    #expect(ChiSquare.survival(x: 1, degreesOfFreedom: 0).isNaN)
    // Two degrees of freedom are exp(−x/2) exactly.
    #expect(ChiSquare.survival(x: 10, degreesOfFreedom: 2) == exp(-5))
  }

  @Test func chiSquareIsContinuousWhereTheAlgorithmSwitches() {
    // Q(a, x) switches from the series to the continued fraction at x = a + 1 (here a = 5, x/2 = 6).
    let below = ChiSquare.survival(x: 12.0.nextDown, degreesOfFreedom: 10)
    let above = ChiSquare.survival(x: 12.0.nextUp, degreesOfFreedom: 10)
    #expect(abs(below - above) <= 1e-14 * above)
  }

  @Test func normalTailKnownPoints() {
    #expect(close(NormalDistribution.twoSidedPValue(z: 1.959963984540054), 0.05))
    #expect(close(NormalDistribution.twoSidedPValue(z: -2.5758293035489004), 0.01))
    #expect(NormalDistribution.twoSidedPValue(z: 0) == 1)
    #expect(close(NormalDistribution.upperTail(z: 1.6448536269514722), 0.05))
    #expect(NormalDistribution.twoSidedPValue(z: 40) == 0)
  }

  @Test func goodnessOfFitUndefinedCases() {
    #expect(ChiSquare.goodnessOfFitPValue(observed: [10], weights: [1]) == nil)
    #expect(ChiSquare.goodnessOfFitPValue(observed: [0, 0], weights: [1, 1]) == nil)
    #expect(ChiSquare.goodnessOfFitPValue(observed: [5, 5], weights: [1, -1]) == nil)
    #expect(ChiSquare.goodnessOfFitPValue(observed: [5, 5], weights: [1]) == nil)
    #expect(ChiSquare.goodnessOfFitPValue(observed: [50, 50], weights: [1, 1]) == 1)
    // A weight-0 variant without impressions drops out; with impressions, the mismatch is certain.
    #expect(ChiSquare.goodnessOfFitPValue(observed: [50, 50, 0], weights: [1, 1, 0]) == 1)
    #expect(ChiSquare.goodnessOfFitPValue(observed: [50, 50, 1], weights: [1, 1, 0]) == 0)
  }

  @Test func wilsonIntervalOfTheContractsExample() throws {
    let interval = try #require(WilsonInterval(successes: 50, trials: 1000))
    #expect(abs(interval.lower - 0.0381) < 5e-5 && abs(interval.upper - 0.0653) < 5e-5)
  }

  @Test func wilsonIntervalEdges() throws {
    #expect(WilsonInterval(successes: 0, trials: 0) == nil)
    #expect(WilsonInterval(successes: 3, trials: 2) == nil)
    #expect(WilsonInterval(successes: -1, trials: 2) == nil)
    let none = try #require(WilsonInterval(successes: 0, trials: 40))
    #expect(none.lower == 0 && none.upper > 0)
    let all = try #require(WilsonInterval(successes: 40, trials: 40))
    #expect(all.upper == 1 && all.lower < 1)
    // Mirror symmetry: the interval of n − x is 1 minus the interval of x.
    let x = try #require(WilsonInterval(successes: 7, trials: 93))
    let mirrored = try #require(WilsonInterval(successes: 86, trials: 93))
    #expect(abs(x.lower - (1 - mirrored.upper)) < 1e-15 && abs(x.upper - (1 - mirrored.lower)) < 1e-15)
  }

  @Test func liftIsAFraction() {
    #expect(Lift.relative(successes: 60, trials: 1000, controlSuccesses: 50, controlTrials: 1000) == 0.2)
    #expect(Lift.relative(successes: 0, trials: 1000, controlSuccesses: 50, controlTrials: 1000) == -1)
    #expect(Lift.relative(successes: 5, trials: 100, controlSuccesses: 0, controlTrials: 100) == nil)
    #expect(Lift.relative(successes: 0, trials: 0, controlSuccesses: 5, controlTrials: 100) == nil)
  }
}
