/// One `message` event recorded by the message harness.
public struct BrowserMessage: Sendable, Hashable {
  /// What was posted (JSON-compatible data only survives the trip).
  public let data: ScriptValue
  /// The sender's origin, e.g. `http://127.0.0.1:41234`.
  public let origin: String
  /// True when the harness's iframe sent it.
  public let fromFrame: Bool
  /// `performance.now()` in the harness page when it arrived, in ms.
  public let time: Double

  /// A message from its recorded JSON.
  public init(_ value: ScriptValue) {
    data = value["data"] ?? .null
    origin = value["origin"]?.string ?? ""
    fromFrame = value["fromFrame"]?.bool ?? false
    time = value["time"]?.double ?? 0
  }
}
