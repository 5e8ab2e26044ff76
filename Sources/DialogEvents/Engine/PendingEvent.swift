import Foundation

/// An event logged and not yet written: what the caller's thread hands to the writer. The writer adds
/// the install id and the `seq` under the folder's lock and writes the JSON.
struct PendingEvent: Sendable {
  let id: String
  let ts: Int64
  let type: String
  let trigger: String?
  let campaign: String
  let variant: String
  /// The app's user id; nil: the install id.
  let user: String?
  let source: String
  let appVersion: String?
  /// `phone`, `tablet`, `desktop` or `other`; nil sends none.
  let device: String?

  /// The event as sent: sorted keys, `install` and `seq` the ledger's (docs/api.md, "Events").
  func json(install: String, seq: Int) throws -> Data {
    var object: [String: Any] = [
      "id": id, "campaign": campaign, "variant": variant, "type": type, "user": user ?? install,
      "source": source, "ts": ts, "install": install, "seq": seq,
    ]
    if let trigger { object["trigger"] = trigger }
    if let appVersion { object["app_version"] = appVersion }
    if let device { object["device"] = device }
    return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
  }
}
