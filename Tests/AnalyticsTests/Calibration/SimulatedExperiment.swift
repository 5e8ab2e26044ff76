import Analytics
import Dispatch
import Foundation
import Synchronization
import TestSupport

/// Simulated users as an app sends them: 1 + Binomial(6, ½) impressions (4 on average) and a tap
/// propensity drawn per user from Beta(a, b) (Beta(0.5, 4.5): a mean CTR of 10 %, most users rarely
/// tap, a few often), taps Binomial(impressions, propensity).
struct SimulatedUsers: Sendable {
  var a = 0.5
  var b = 4.5

  /// Adds one user to `sums`.
  func addUser(to sums: inout VariantSums, _ random: inout SplitMix64) {
    let impressions = 1 + (random.next() & 0x3F).nonzeroBitCount
    let propensity = random.beta(a, b)
    let taps = random.binomial(impressions, propensity)
    sums.addUnit(taps: taps, impressions: impressions, closes: 0, named: true)
  }
}

/// Runs `count` experiments split into chunks over the cores, each chunk with its own fixed seed, and
/// adds up what `experiment` counts (the same totals whatever the number of cores).
func simulate(
  experiments count: Int, seed: UInt64, counters: Int,
  _ experiment: @escaping @Sendable (inout SplitMix64) -> [Bool]
) -> [Int] {
  let chunks = 20
  let totals = Mutex([Int](repeating: 0, count: counters))
  DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
    var random = SplitMix64(seed: seed &* 1_000_003 &+ UInt64(chunk))
    var local = [Int](repeating: 0, count: counters)
    for _ in stride(from: chunk, to: count, by: chunks) {
      for (index, hit) in experiment(&random).enumerated() where hit { local[index] += 1 }
    }
    totals.withLock { totals in for index in totals.indices { totals[index] += local[index] } }
  }
  return totals.withLock { $0 }
}

/// A rate as a percentage with two decimals.
func percent(_ hits: Int, of total: Int) -> String {
  String(format: "%.2f %%", 100 * Double(hits) / Double(total))
}
