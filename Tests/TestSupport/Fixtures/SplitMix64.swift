import Foundation

/// SplitMix64 (Steele, Lea, Flood 2014): a small, well-mixed generator with a fixed sequence per seed,
/// for tests that draw random inputs reproducibly.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Uniform in [0, 1).
  public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
  /// Uniform in [low, high).
  public mutating func uniform(_ low: Double, _ high: Double) -> Double { low + (high - low) * unit() }
  /// Log-uniform in [low, high).
  public mutating func logUniform(_ low: Double, _ high: Double) -> Double { low * pow(high / low, unit()) }
  /// Uniform in 0..<count.
  public mutating func below(_ count: Int) -> Int { Int(next() % UInt64(count)) }
  /// True with `probability`.
  public mutating func chance(_ probability: Double) -> Bool { unit() < probability }
}
