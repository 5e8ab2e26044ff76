import CMicroHTTPD
import Synchronization

/// Owns a running libmicrohttpd daemon and the ``ServerCore`` its callbacks point to: ``stop()`` stops
/// the daemon once and then releases the core (its prepared responses are freed with it); `deinit`
/// does the same for a server nobody stopped.
final class Daemon: Sendable {
  private let pointer: UInt  // MHD_Daemon pointer, as a Sendable integer
  private let context: UInt  // the ServerCore, retained once for the callbacks
  private let stopped = Atomic<Bool>(false)

  /// Takes over a started daemon and the retained core passed to it as callback context.
  init(_ daemon: OpaquePointer, retainedCore: UnsafeMutableRawPointer) {
    pointer = UInt(bitPattern: daemon)
    context = UInt(bitPattern: retainedCore)
  }

  /// The port the daemon listens on.
  var port: UInt16 { OpaquePointer(bitPattern: pointer).map { cmhd_bound_port($0) } ?? 0 }

  /// Stops accepting connections; returns the listen socket for the caller to close (or -1).
  func quiesce() -> Int32 {
    guard !stopped.load(ordering: .acquiring), let daemon = OpaquePointer(bitPattern: pointer) else {
      return -1
    }
    return MHD_quiesce_daemon(daemon)
  }

  /// Stops the daemon (closing every connection) and releases the core; later calls do nothing.
  func stop() {
    guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
    if let daemon = OpaquePointer(bitPattern: pointer) { MHD_stop_daemon(daemon) }
    if let core = UnsafeMutableRawPointer(bitPattern: context) {
      Unmanaged<ServerCore>.fromOpaque(core).release()
    }
  }

  deinit { stop() }
}
