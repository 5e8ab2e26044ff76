import Foundation

/// An event object validation can read fields of: what `JSONSerialization` built, or the fast path's
/// typed object. Both answer alike for the same text, so validation doesn't depend on the parser.
protocol EventFieldLookup {
  func eventField(_ name: String) -> EventField
}

extension Dictionary: EventFieldLookup where Key == String, Value == Any {
  func eventField(_ name: String) -> EventField {
    guard let value = self[name], !(value is NSNull) else { return .absent }
    if let text = value as? String { return .string(text) }
    return .nonString(JSONInteger(value))
  }
}
