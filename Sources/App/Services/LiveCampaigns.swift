import Campaigns
import Foundation
import HTTPServer
import Synchronization

/// What open pages hear about campaign edits, on `GET /api/campaign-events`: one `campaigns` event
/// at once and another after every reload, each `{"version": …, "problems": […]}`. The version changes
/// on every valid reload (pages then fetch the campaign stylesheets again); `problems` lists the
/// validator's problems while the folder is invalid (the last valid campaigns stay) and is empty again
/// once it is fixed.
final class LiveCampaigns: Sendable {
  struct Status: Encodable, Sendable {
    var version: String
    var problems: [String]
  }

  private let broadcaster = EventBroadcaster()
  private let state: Mutex<(reloads: Int, status: Status)>
  private let started = Int(Date().timeIntervalSince1970 * 1000)

  init() {
    state = Mutex((0, Status(version: "\(started)-0", problems: [])))
  }

  /// The status now.
  var status: Status { state.withLock { $0.status } }

  /// Streams open now.
  var listeners: Int { broadcaster.count }

  /// Tells every open stream what the watcher saw.
  func publish(_ event: CampaignWatcher.Event) {
    let status = state.withLock { state -> Status in
      switch event {
      case .reloaded:
        state.reloads += 1
        state.status = Status(version: "\(started)-\(state.reloads)", problems: [])
      case .rejected(let problems):
        state.status.problems = problems.map { String(describing: $0) }
      }
      return state.status
    }
    broadcaster.broadcast(Self.event(status))
  }

  /// A stream that starts with the status now; `once` ends it after that first event.
  func subscribe(once: Bool) -> EventStream {
    let stream = once ? EventStream() : broadcaster.subscribe()
    stream.send(Self.event(status))
    if once { stream.close() }
    return stream
  }

  static func event(_ status: Status) -> ServerSentEvent {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(status)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    return ServerSentEvent(name: "campaigns", data: data)
  }
}
