import CMicroHTTPD
import Foundation
import Synchronization

/// The libmicrohttpd daemon: internal thread pool in poll (default) or epoll mode with suspend/resume,
/// answering every request through one `HTTPHandler`.
///
/// Poll by default: every answer to `POST /api/events` waits for a group commit with its connection
/// suspended, and in epoll mode libmicrohttpd takes a suspended socket out of the epoll set and puts it
/// back on resume (two `epoll_ctl` calls per request, 5 % of the server's CPU in single-event ingest).
/// Poll mode builds its descriptor list on each loop instead; measured alternating on a 2-core machine,
/// single-event ingest went from 16.5–17.7k to 18.8–19.5k/s at 64 connections (and to 20.4–23.7k/s with the
/// 32 KiB connection memory of ``ServerConfiguration``). The cost is a loop linear in the open connections:
/// with 900 idle connections beside the 64 busy ones poll fell to ~14k/s where epoll kept ~19–21k/s, so
/// ``ServerConfiguration/EventLoop/epoll`` (`serve --event-loop epoll`) is there for servers facing many
/// idle clients directly; behind the documented nginx (`keepalive 64`) connections stay few.
///
/// ```swift
/// let server = try HTTPServer(configuration: config, handler: router)
/// print("listening on port \(server.port)")
/// server.stop()  // quiesce, finish requests in flight, close
/// ```
public final class HTTPServer: Sendable {
  /// The port actually bound.
  public let port: UInt16
  let core: ServerCore
  private let daemon: Daemon

  /// Starts serving at once; throws a ``BindError`` when the address can't be bound. `errors` renders
  /// what the server answers before any handler (ambiguous framing, a body over the limit).
  public init(
    configuration: ServerConfiguration, handler: any HTTPHandler, errors: ErrorRenderer = .plainText,
    onRequest: @escaping @Sendable (RequestRecord) -> Void = { _ in }
  ) throws {
    let core = ServerCore(
      handler: handler, configuration: configuration, errors: errors, onRequest: onRequest)
    let address = try SocketAddress(host: configuration.host, port: configuration.port)
    var flags =
      MHD_USE_INTERNAL_POLLING_THREAD.rawValue
      | (configuration.eventLoop == .epoll ? MHD_USE_EPOLL.rawValue : MHD_USE_POLL.rawValue)
      | MHD_ALLOW_SUSPEND_RESUME.rawValue
    if address.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
    let context = Unmanaged.passRetained(core).toOpaque()
    let started = address.withSockaddr { sockaddr in
      cmhd_start(
        flags, configuration.port, sockaddr, accessTrampoline, context, completedTrampoline, context,
        UInt32(max(2, configuration.threads)), configuration.connectionTimeout,
        configuration.connectionLimit, configuration.connectionMemoryLimit)
    }
    guard let started else {
      Unmanaged<ServerCore>.fromOpaque(context).release()
      throw BindError(host: configuration.host, port: configuration.port, reason: .unavailable)
    }
    self.core = core
    self.daemon = Daemon(started, retainedCore: context)
    self.port = daemon.port
  }

  /// Requests received and not yet completed.
  public var requestsInFlight: Int { core.inFlight.load(ordering: .relaxed) }

  /// Event streams open now.
  public var openStreams: Int { core.streams.count }

  /// Graceful stop: stop accepting, close every event stream, wait for requests in flight (suspended ones included) up to
  /// the drain timeout, then close every connection. Later calls do nothing.
  public func stop() {
    let listenSocket = daemon.quiesce()
    // Suspended stream connections never finish on their own: close them (which resumes them) first.
    core.streams.closeAll()
    let deadline = Date().addingTimeInterval(core.configuration.drainTimeout)
    while core.inFlight.load(ordering: .acquiring) > 0 && Date() < deadline {
      usleep(2_000)
    }
    daemon.stop()
    if listenSocket >= 0 { close(listenSocket) }
  }
}
