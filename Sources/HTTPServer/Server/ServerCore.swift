import CMicroHTTPD
import Foundation
import Synchronization

/// The Swift side the C trampolines forward to. Lives as long as the daemon (retained once, never freed:
/// a server object is created a handful of times per process).
final class ServerCore: Sendable {
  let handler: any HTTPHandler
  let configuration: ServerConfiguration
  let onRequest: @Sendable (RequestRecord) -> Void
  let inFlight = Atomic<Int>(0)
  /// libmicrohttpd responses kept for answers marked reusable.
  let prepared = PreparedResponses()

  init(handler: any HTTPHandler, configuration: ServerConfiguration, onRequest: @escaping @Sendable (RequestRecord) -> Void) {
    self.handler = handler
    self.configuration = configuration
    self.onRequest = onRequest
  }
}
