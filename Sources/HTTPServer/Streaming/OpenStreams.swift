import Dispatch
import Synchronization

/// The server's open ``EventStream``s: at most `limit` at once, a heartbeat on each every `heartbeat`
/// seconds (one timer for all of them, no thread per client), and all of them closed when the server
/// stops, after which new ones are refused.
final class OpenStreams: Sendable {
  private struct State {
    var streams: [ObjectIdentifier: EventStream] = [:]
    var stopping = false
  }

  let limit: Int
  private let state = Mutex(State())
  let heartbeat: Double

  init(limit: Int, heartbeat: Double) {
    self.limit = limit
    self.heartbeat = heartbeat
    scheduleBeat()
  }

  /// The next heartbeat, on a Dispatch worker; none once stopping (or once the server is gone).
  private func scheduleBeat() {
    DispatchQueue.global().asyncAfter(deadline: .now() + heartbeat) { [weak self] in
      guard let self, !self.state.withLock({ $0.stopping }) else { return }
      self.beat()
      self.scheduleBeat()
    }
  }

  /// The number of streams open now.
  var count: Int { state.withLock { $0.streams.count } }

  /// Takes `stream` in; false when the limit is reached or the server is stopping.
  func admit(_ stream: EventStream) -> Bool {
    let id = ObjectIdentifier(stream)
    let admitted = state.withLock { state -> Bool in
      guard !state.stopping, state.streams.count < limit else { return false }
      state.streams[id] = stream
      return true
    }
    if admitted { stream.onFinish { [weak self] in self?.remove(id) } }
    return admitted
  }

  /// Lets go of a stream whose connection is done with it.
  func remove(_ id: ObjectIdentifier) {
    _ = state.withLock { $0.streams.removeValue(forKey: id) }
  }

  /// Refuses new streams and closes every open one (resuming its connection); the heartbeat stops.
  func closeAll() {
    let streams = state.withLock { state -> [EventStream] in
      state.stopping = true
      return Array(state.streams.values)
    }
    for stream in streams { stream.close() }
  }

  /// Sends the heartbeat comment on every open stream: a client that went away fails the write.
  func beat() {
    for stream in state.withLock({ Array($0.streams.values) }) { _ = stream.write(ServerSentEvent.heartbeat) }
  }
}
