import Analytics
import TestSupport

/// The server's clock in these tests: 2025-11-29T07:06:40Z.
let testNow: Int64 = fixtureNow

/// Two campaigns: an A/B test and a three-variant one.
let testCatalog = StaticVariantCatalog(["summer-sale": ["A", "B"], "trio": ["control", "x", "y"]])

/// A decoder on ``testCatalog`` whose clock stands at ``testNow``.
let testDecoder = EventDecoder(catalog: testCatalog, now: { testNow })

/// A valid tap; `overrides` replace fields by raw JSON text, `nil` removes a field.
func eventJSON(_ overrides: [String: String?] = [:]) -> String {
  var fields: [String: String?] = [
    "id": #""evt-00000001""#, "campaign": #""summer-sale""#, "variant": #""A""#, "type": #""tap""#,
  ]
  for (key, value) in overrides { fields[key] = value }
  let members = fields.sorted { $0.key < $1.key }.compactMap { key, value in value.map { "\"\(key)\":\($0)" }
  }
  return "{" + members.joined(separator: ",") + "}"
}

/// Decodes `json` as a single-event body and returns the event or its rejection.
func decodeOne(_ json: String) throws -> Result<Event, EventValidationError> {
  let decoded = try testDecoder.decode(Array(json.utf8))
  if let event = decoded.events.first { return .success(event) }
  return .failure(decoded.rejected[0].error)
}
