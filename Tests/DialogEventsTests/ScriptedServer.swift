import Foundation
import HTTPServer
import Synchronization

/// A small real HTTP server in the test process for the statuses the dialog-preview server never
/// answers to this client (408, a whole-batch 400 or 415, 404 on `POST`, `Retry-After` as an
/// HTTP-date): it answers `POST /api/events` with `script`'s responses in turn, then as the real
/// server does for a batch it stores whole (`{"accepted":N,"duplicates":0,"rejected":[]}`), and records
/// every request.
final class ScriptedServer: Sendable {
  /// One request: when it arrived and the ids of the events it carried.
  struct Received: Sendable {
    let at: Date
    let ids: [String]
  }

  /// What the handler reads and writes (a class: the handler captures it before `self` exists).
  final class Log: Sendable {
    let state: Mutex<(script: [Response], received: [Received])>
    init(script: [Response]) { state = Mutex((script: script, received: [])) }
  }

  let server: HTTPServer
  private let log: Log

  var baseURL: URL { URL(string: "http://127.0.0.1:\(server.port)")! }

  init(script: [Response], port: UInt16 = 0) throws {
    let log = Log(script: script)
    self.log = log
    var configuration = ServerConfiguration()
    configuration.port = port
    configuration.drainTimeout = 1
    server = try HTTPServer(
      configuration: configuration,
      handler: SyncHandler { request in
        let object = (try? JSONSerialization.jsonObject(with: Data(request.body))) as? [String: Any]
        let ids = (object?["events"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        return log.state.withLock { state in
          state.received.append(Received(at: Date(), ids: ids))
          if !state.script.isEmpty { return state.script.removeFirst() }
          return Response(
            status: 200, contentType: "application/json",
            text: "{\"accepted\":\(ids.count),\"duplicates\":0,\"rejected\":[]}")
        }
      })
  }

  /// The requests so far, oldest first.
  var received: [Received] { log.state.withLock { $0.received } }

  /// A JSON error answer as the real server writes them.
  static func error(_ status: Int, _ sentence: String, headers: [(name: String, value: String)] = [])
    -> Response
  {
    var response = Response(
      status: status, contentType: "application/json", text: "{\"error\":\"\(sentence)\"}")
    response.headers += headers
    return response
  }

  deinit { server.stop() }
}
