import Analytics
import Synchronization
import Testing

@testable import AnalyticsPostgres

/// The wait between connection attempts: 100 ms doubling to 5 s, reset by a success.
@Suite("Reconnect backoff")
struct ReconnectBackoffTests {
  final class Clock: Sendable {
    let start = ContinuousClock.now
    let offset = Mutex<Duration>(.zero)
    func now() -> ContinuousClock.Instant { start + offset.withLock { $0 } }
    func advance(_ duration: Duration) { offset.withLock { $0 += duration } }
  }

  let down = EventStoreError(.unavailable, "The database is down.", code: "08001")

  @Test func waitsDoubleUpToTheMaximumAndASuccessResetsThem() throws {
    let clock = Clock()
    let backoff = ReconnectBackoff(now: { clock.now() })
    try backoff.checkAttemptAllowed()
    var waits: [Duration] = []
    for _ in 0..<8 {
      backoff.recordFailure(down)
      var waited = Duration.zero
      while (try? backoff.checkAttemptAllowed()) == nil {
        clock.advance(.milliseconds(10))
        waited += .milliseconds(10)
      }
      waits.append(waited)
    }
    #expect(waits.map { $0 / .milliseconds(1) } == [100, 200, 400, 800, 1_600, 3_200, 5_000, 5_000])
    backoff.recordSuccess()
    try backoff.checkAttemptAllowed()
    #expect(backoff.failure == nil)
    backoff.recordFailure(down)
    clock.advance(.milliseconds(99))
    #expect(throws: EventStoreError.self) { try backoff.checkAttemptAllowed() }
    clock.advance(.milliseconds(1))
    try backoff.checkAttemptAllowed()
  }

  @Test func aFailureDuringTheWaitKeepsTheWaitAndUpdatesTheReason() throws {
    let clock = Clock()
    let backoff = ReconnectBackoff(now: { clock.now() })
    backoff.recordFailure(down)
    clock.advance(.milliseconds(50))
    let other = EventStoreError(.unavailable, "Still down.", code: "08006")
    backoff.recordFailure(other)
    #expect { try backoff.checkAttemptAllowed() } throws: { ($0 as? EventStoreError) == other }
    clock.advance(.milliseconds(50))
    try backoff.checkAttemptAllowed()
  }
}
