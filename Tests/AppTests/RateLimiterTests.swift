import Synchronization
import Testing

@testable import App

final class FakeClock: Sendable {
  let now = Mutex(1000.0)
  func advance(_ seconds: Double) { now.withLock { $0 += seconds } }
  var read: @Sendable () -> Double { { self.now.withLock { $0 } } }
}

@Suite struct RateLimiterTests {
  @Test func allowsOneSecondsWorthThenAsksToWait() {
    let clock = FakeClock()
    let limiter = RateLimiter(rate: 10, clock: clock.read)
    for _ in 0..<10 { #expect(limiter.take(1, for: "a") == nil) }
    let wait = limiter.take(1, for: "a")
    #expect(wait != nil && wait! > 0 && wait! <= 0.1 + 1e-9)
    clock.advance(0.5)
    for _ in 0..<5 { #expect(limiter.take(1, for: "a") == nil) }
    #expect(limiter.take(1, for: "a") != nil)
  }

  @Test func clientsHaveSeparateBuckets() {
    let limiter = RateLimiter(rate: 2, clock: FakeClock().read)
    #expect(limiter.take(2, for: "a") == nil)
    #expect(limiter.take(1, for: "a") != nil)
    #expect(limiter.take(2, for: "b") == nil)
  }

  @Test func aBigBatchPassesWhenFullAndLeavesDebt() {
    let clock = FakeClock()
    let limiter = RateLimiter(rate: 10, clock: clock.read)
    #expect(limiter.take(100, for: "a") == nil)
    clock.advance(5)
    #expect(limiter.take(1, for: "a") != nil)  // 90 events of debt minus 50 refilled
    clock.advance(5)
    #expect(limiter.take(1, for: "a") == nil)
  }

  @Test func forwardedForIsUsedOnlyWhenTrusted() {
    #expect(
      ClientAddress.resolve(socket: "127.0.0.1", forwardedFor: "1.2.3.4, 10.0.0.7", trustProxy: false)
        == "127.0.0.1")
    #expect(
      ClientAddress.resolve(socket: "127.0.0.1", forwardedFor: "1.2.3.4, 10.0.0.7", trustProxy: true)
        == "10.0.0.7")
    #expect(
      ClientAddress.resolve(socket: "127.0.0.1", forwardedFor: "<script>", trustProxy: true) == "127.0.0.1")
    #expect(ClientAddress.resolve(socket: "::1", forwardedFor: nil, trustProxy: true) == "::1")
  }
}
