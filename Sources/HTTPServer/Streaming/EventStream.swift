import CMicroHTTPD
import Synchronization

/// One open server-sent-events response. A handler answers with ``Response/eventStream(_:)`` and keeps
/// the stream (or gives it to an ``EventBroadcaster``); anyone may ``send(_:)`` on it from any thread.
///
/// No thread waits for a client: libmicrohttpd's content reader takes what was sent and, when nothing
/// is pending, suspends the connection; ``send(_:)`` and ``close()`` resume it.
///
/// ```swift
/// let stream = EventStream()
/// stream.send(ServerSentEvent(name: "hello", data: "{}"))
/// reply(.eventStream(stream))
/// ```
public final class EventStream: Sendable {
  struct State {
    var pending: [UInt8] = []
    var closed = false
    var finished = false
    var connection: UInt = 0  // MHD_Connection, as a Sendable integer; 0 until queued
    var suspended = false
    var onFinish: [@Sendable () -> Void] = []
  }

  let state = Mutex(State())

  /// A stream with nothing sent yet.
  public init() {}

  /// Queues `event` for the client; false when the stream is closed.
  @discardableResult public func send(_ event: ServerSentEvent) -> Bool { write(event.bytes) }

  /// Ends the stream once what was sent has gone out; later sends are refused.
  public func close() {
    let resume = state.withLock { state -> UInt? in
      state.closed = true
      return Self.takeSuspended(&state)
    }
    Self.resume(resume)
  }

  /// Whether sends are still accepted.
  public var isOpen: Bool { state.withLock { !$0.closed } }

  /// Calls `body` once the connection is done with the stream (closed, client gone, server stopped),
  /// at once when it already is.
  public func onFinish(_ body: @escaping @Sendable () -> Void) {
    let now = state.withLock { state -> Bool in
      if state.finished { return true }
      state.onFinish.append(body)
      return false
    }
    if now { body() }
  }

  func write(_ bytes: [UInt8]) -> Bool {
    let outcome = state.withLock { state -> (accepted: Bool, resume: UInt?) in
      guard !state.closed else { return (false, nil) }
      state.pending.append(contentsOf: bytes)
      return (true, Self.takeSuspended(&state))
    }
    Self.resume(outcome.resume)
    return outcome.accepted
  }

  /// Remembers the connection the stream is queued on (before libmicrohttpd can call the reader).
  func attach(_ connection: OpaquePointer) {
    state.withLock { $0.connection = UInt(bitPattern: connection) }
  }

  /// The content reader: pending bytes, the end when closed, else suspend until there is news.
  func read(into buffer: UnsafeMutablePointer<CChar>, capacity: Int) -> Int {
    state.withLock { state -> Int in
      if !state.pending.isEmpty {
        let count = min(capacity, state.pending.count)
        state.pending.withUnsafeBytes { bytes in
          UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress!, byteCount: count)
        }
        state.pending.removeFirst(count)
        return count
      }
      if state.closed { return Self.endOfStream }
      guard let connection = OpaquePointer(bitPattern: state.connection) else { return Self.endOfStream }
      state.suspended = true
      MHD_suspend_connection(connection)
      return 0
    }
  }

  /// The connection let go of the response: nothing is sent any more; the finish callbacks run.
  func finish() {
    let callbacks = state.withLock { state -> [@Sendable () -> Void] in
      state.closed = true
      state.finished = true
      state.pending = []
      defer { state.onFinish = [] }
      return state.onFinish
    }
    for callback in callbacks { callback() }
  }

  /// `MHD_CONTENT_READER_END_OF_STREAM` (a macro Swift doesn't import).
  static let endOfStream = -1

  private static func takeSuspended(_ state: inout State) -> UInt? {
    guard state.suspended else { return nil }
    state.suspended = false
    return state.connection
  }

  private static func resume(_ connection: UInt?) {
    if let connection, let pointer = OpaquePointer(bitPattern: connection) { MHD_resume_connection(pointer) }
  }
}
