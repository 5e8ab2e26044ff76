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

/// The client address used in logs and rate limits: the socket's peer, or with `--trust-proxy` the
/// rightmost `X-Forwarded-For` entry (the address the trusted proxy saw; entries to its left are
/// whatever the client claimed).
enum ClientAddress {
  static func resolve(socket: String, forwardedFor: String?, trustProxy: Bool) -> String {
    guard trustProxy, let header = forwardedFor else { return socket }
    let last = header.split(separator: ",").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    let valid = !last.isEmpty && last.count <= 45 && last.allSatisfy { $0.isHexDigit || $0 == "." || $0 == ":" }
    return valid ? last : socket
  }
}
