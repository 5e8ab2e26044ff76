import CMicroHTTPD
import Foundation
import Synchronization

/// The Swift side the C trampolines forward to. Lives as long as the daemon: retained once for its
/// callbacks and released by ``Daemon`` when the daemon has stopped.
final class ServerCore: Sendable {
  let handler: any HTTPHandler
  let configuration: ServerConfiguration
  let onRequest: @Sendable (RequestRecord) -> Void
  /// Renders the answers the server gives before any handler.
  let errors: ErrorRenderer
  let inFlight = Atomic<Int>(0)
  /// libmicrohttpd responses kept for answers marked reusable.
  let prepared = PreparedResponses()
  /// Open event streams: their limit, heartbeat and closing at stop.
  let streams: OpenStreams

  init(
    handler: any HTTPHandler, configuration: ServerConfiguration, errors: ErrorRenderer,
    onRequest: @escaping @Sendable (RequestRecord) -> Void
  ) {
    self.handler = handler
    self.errors = errors
    self.configuration = configuration
    self.onRequest = onRequest
    self.streams = OpenStreams(
      limit: configuration.streamLimit, heartbeat: configuration.heartbeatInterval)
  }
}
