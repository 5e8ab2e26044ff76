/// How the HTTP daemon listens and what it tolerates.
public struct ServerConfiguration: Sendable {
  /// Address to bind (IPv4 or IPv6 literal, or a host name).
  public var host = "127.0.0.1"
  /// Port; 0 picks a free one (read it back from `HTTPServer.port`).
  public var port: UInt16 = 8080
  /// libmicrohttpd thread pool size (at least 2; a single libmicrohttpd 0.9.75 thread was seen to stall
  /// under many keep-alive clients).
  public var threads = 2
  /// Seconds an idle connection may live.
  public var connectionTimeout: UInt32 = 30
  /// Most connections open at once.
  public var connectionLimit: UInt32 = 1024
  /// How libmicrohttpd's threads wait for sockets.
  public enum EventLoop: String, Sendable, CaseIterable {
    /// `poll(2)` over the thread's connections on every loop: no per-request cost for suspending a
    /// connection, a cost linear in the open connections. Best with few connections (behind a proxy).
    case poll
    /// `epoll(7)`: a cost independent of idle connections, two `epoll_ctl` calls per suspended request.
    /// Best when many clients hold idle keep-alive connections directly.
    case epoll
  }

  /// The event loop (see `HTTPServer` and docs/benchmarks.md for the measurements behind the default).
  public var eventLoop = EventLoop.poll
  /// Bytes per connection for the request head and buffers; a larger request line and headers get
  /// 431 (or 414 for the URL). libmicrohttpd zeroes this whole area after every request, so it costs
  /// time per request: 64 KiB was 9 % of the server's CPU in single-event ingest, and at most 32 KiB it
  /// is also plain `malloc`ed instead of a separate `mmap`. Heads of about 28 KB still fit.
  public var connectionMemoryLimit = 32 * 1024
  /// Largest request body; larger bodies get 413 (early from `Content-Length`, late when chunked).
  public var maxBodyBytes = 256 * 1024
  /// Seconds `stop()` waits for requests in flight before closing anyway.
  public var drainTimeout: Double = 30

  /// Most ``EventStream`` responses open at once; beyond it a stream is answered 503.
  public var streamLimit = 512
  /// Seconds between heartbeats on every open stream (finds clients that went away).
  public var heartbeatInterval: Double = 15

  /// The defaults.
  public init() {}
}
