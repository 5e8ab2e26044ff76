import Foundation

/// A field of an event object as validation reads it.
enum EventField {
  /// Missing, or JSON `null`.
  case absent
  case string(String)
  /// Any other value, with how it reads as an integer (for `ts`).
  case nonString(JSONInteger)
}
