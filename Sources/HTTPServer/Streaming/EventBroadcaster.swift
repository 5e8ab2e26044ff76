import Synchronization

/// Fans events out to every stream it opened: a feature keeps one, answers each subscriber with
/// ``subscribe()``, and calls ``broadcast(_:)`` when it has news. Streams leave it when they finish.
public final class EventBroadcaster: Sendable {
  private let streams = Mutex<[ObjectIdentifier: EventStream]>([:])

  /// An empty broadcaster.
  public init() {}

  /// A new stream that hears every later broadcast (send it a first event yourself if it needs one).
  public func subscribe() -> EventStream {
    let stream = EventStream()
    let id = ObjectIdentifier(stream)
    streams.withLock { $0[id] = stream }
    stream.onFinish { [weak self] in _ = self?.streams.withLock { $0.removeValue(forKey: id) } }
    return stream
  }

  /// Sends `event` to every subscribed stream.
  public func broadcast(_ event: ServerSentEvent) {
    let bytes = event.bytes
    for stream in streams.withLock({ Array($0.values) }) { _ = stream.write(bytes) }
  }

  /// The number of subscribed streams.
  public var count: Int { streams.withLock { $0.count } }
}
