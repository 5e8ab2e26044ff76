import Foundation
import Synchronization

/// Per-client token buckets for `--rate-limit` (events per second per client address).
///
/// Each address may burst one second's worth of events; a batch larger than that passes when the
/// bucket is full and leaves it in debt, so a client can't starve itself with big batches but can't
/// exceed the rate on average either. Idle buckets are forgotten after a minute (memory stays bounded
/// by the addresses active in the last minute).
final class RateLimiter: Sendable {
  private struct Bucket {
    var tokens: Double
    var updated: Double
  }

  private struct State {
    var buckets: [String: Bucket] = [:]
    var lastPrune = 0.0
  }

  let rate: Double
  private let state = Mutex(State())
  private let clock: @Sendable () -> Double

  init(rate: Double, clock: @escaping @Sendable () -> Double = { Date().timeIntervalSinceReferenceDate }) {
    self.rate = rate
    self.clock = clock
  }

  /// nil when `cost` events are allowed now (and taken), else the seconds to wait before retrying.
  func take(_ cost: Int, for client: String) -> Double? {
    let now = clock()
    let capacity = max(rate, 1)
    return state.withLock { state in
      if now - state.lastPrune > 60 {
        state.buckets = state.buckets.filter { now - $0.value.updated < 60 }
        state.lastPrune = now
      }
      var bucket = state.buckets[client] ?? Bucket(tokens: capacity, updated: now)
      bucket.tokens = min(capacity, bucket.tokens + (now - bucket.updated) * rate)
      bucket.updated = now
      let needed = min(Double(cost), capacity)
      guard bucket.tokens >= needed else {
        state.buckets[client] = bucket
        return (needed - bucket.tokens) / rate
      }
      bucket.tokens -= Double(cost)
      state.buckets[client] = bucket
      return nil
    }
  }
}
