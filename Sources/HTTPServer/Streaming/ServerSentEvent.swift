/// One server-sent event (`text/event-stream`): an optional event name and a data text, one `data:`
/// line per line of text. A `nil` name is the default `message` event.
public struct ServerSentEvent: Sendable, Equatable {
  /// The `event:` field, or nil for a plain message.
  public var name: String?
  /// The `data:` text; line breaks become several `data:` lines.
  public var data: String

  /// An event named `name` carrying `data`.
  public init(name: String? = nil, data: String) {
    self.name = name
    self.data = data
  }

  /// The bytes on the wire, ending with the blank line that dispatches the event. Carriage returns
  /// and line feeds in the name are dropped, so a name can't start a field of its own.
  public var bytes: [UInt8] {
    var text = ""
    if let name { text += "event: \(name.filter { $0 != "\n" && $0 != "\r" })\n" }
    for line in data.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
    {
      text += "data: \(line)\n"
    }
    return Array((text + "\n").utf8)
  }

  /// The comment line sent as a heartbeat: ignored by `EventSource`, and a write that fails when the
  /// client went away.
  static let heartbeat: [UInt8] = Array(": heartbeat\n\n".utf8)
}
