import Analytics
import Synchronization

/// Spaces out attempts to reach a database that failed: the first retry after `initial`, then twice the
/// wait each time up to `maximum`; a success resets it. Between attempts callers get the last failure at
/// once, so an outage costs one connection attempt per wait, not one per request.
///
/// Shared by the store's connections: whichever reaches the database first after an outage clears it.
final class ReconnectBackoff: Sendable {
  private struct State {
    var failure: EventStoreError?
    var delay: Duration
    var nextAttempt: ContinuousClock.Instant
  }

  let initial: Duration
  let maximum: Duration
  private let now: @Sendable () -> ContinuousClock.Instant
  private let state: Mutex<State>

  init(
    initial: Duration = .milliseconds(100), maximum: Duration = .seconds(5),
    now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
  ) {
    self.initial = initial
    self.maximum = maximum
    self.now = now
    state = Mutex(State(failure: nil, delay: initial, nextAttempt: now()))
  }

  /// Throws the last failure while the wait after it lasts; returns when an attempt may be made.
  func checkAttemptAllowed() throws(EventStoreError) {
    let instant = now()
    if let failure = state.withLock({ $0.nextAttempt > instant ? $0.failure : nil }) { throw failure }
  }

  /// Records a failed attempt: the next one waits (a failure during a wait only updates the reason).
  func recordFailure(_ error: EventStoreError) {
    let instant = now()
    state.withLock { state in
      let waiting = state.failure != nil && state.nextAttempt > instant
      state.failure = error
      guard !waiting else { return }
      state.nextAttempt = instant + state.delay
      state.delay = min(state.delay * 2, maximum)
    }
  }

  /// Records a successful connection: no wait, and the next failure waits `initial` again.
  func recordSuccess() {
    state.withLock { state in
      state.failure = nil
      state.delay = initial
    }
  }

  /// The failure being waited out, if any.
  var failure: EventStoreError? { state.withLock { $0.failure } }
}
