import Synchronization

/// State of one request across libmicrohttpd's calls: headers, body, and the reply once it exists.
/// `@unchecked Sendable`: the fields outside `state` are touched only by the thread libmicrohttpd
/// calls the access handler on, which is one at a time per connection.
final class Exchange: @unchecked Sendable {
  struct State {
    var response: Response?
    var suspended = false
  }

  var request: Request
  var bodyTooLarge = false
  var dispatched = false
  let started: ContinuousClock.Instant
  let state = Mutex(State())

  init(request: Request) {
    self.request = request
    self.started = .now
  }
}
