import Foundation

/// A parser for the plain shape event bodies almost always have, into a typed ``EventJSONObject``
/// that reads exactly like what `JSONSerialization` builds for the same text (differential tests
/// compare the two), so ``EventDecoder`` validates both alike. Foundation's
/// parser was a third of the batch ingest profile, and its `Any` values (dictionaries, `NSNumber`,
/// dynamic casts) most of the single-event decoding profile.
///
/// Anything outside the plain shape returns nil and the caller falls back to `JSONSerialization`:
/// string escapes or control characters, numbers with a fraction, an exponent, a leading zero, `-0` or
/// more than 18 digits, a repeated key, nested objects or arrays (except the top level's `events` array
/// of objects), a top level that is not an object, trailing text. The body must already be valid UTF-8.
enum EventJSONFastPath {
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> EventJSONObject? {
    var parser = Parser(bytes: bytes)
    guard let value = parser.topLevel() else { return nil }
    parser.skipWhitespace()
    return parser.index == bytes.count ? value : nil
  }

  private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    mutating func skipWhitespace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: index += 1
        default: return
        }
      }
    }

    mutating func consume(_ byte: UInt8) -> Bool {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }

    mutating func topLevel() -> EventJSONObject? {
      object { parser, key in
        if key == "events" { return parser.eventArray().map(EventJSONObject.Value.events) }
        return parser.scalar()
      }
    }

    /// `{ "key": value, … }` with values read by `value`; nil on anything unusual or a repeated key.
    mutating func object(_ value: (inout Parser, String) -> EventJSONObject.Value?) -> EventJSONObject? {
      guard consume(UInt8(ascii: "{")) else { return nil }
      var object = EventJSONObject()
      if consume(UInt8(ascii: "}")) { return object }
      object.fields.reserveCapacity(8)
      while true {
        skipWhitespace()
        guard let key = self.string(), consume(UInt8(ascii: ":")) else { return nil }
        skipWhitespace()
        guard let item = value(&self, key), object[key] == nil else { return nil }
        object.fields.append(EventJSONObject.Field(key: key, value: item))
        if consume(UInt8(ascii: ",")) { continue }
        return consume(UInt8(ascii: "}")) ? object : nil
      }
    }

    mutating func eventArray() -> [EventJSONObject]? {
      guard consume(UInt8(ascii: "[")) else { return nil }
      var items: [EventJSONObject] = []
      if consume(UInt8(ascii: "]")) { return items }
      while true {
        skipWhitespace()
        guard let event = object({ parser, _ in parser.scalar() }) else { return nil }
        items.append(event)
        if consume(UInt8(ascii: ",")) { continue }
        return consume(UInt8(ascii: "]")) ? items : nil
      }
    }

    /// A string, a plain integer, `true`, `false` or `null`.
    mutating func scalar() -> EventJSONObject.Value? {
      guard index < bytes.count else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "\""): return string().map(EventJSONObject.Value.string)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        return integer().map(EventJSONObject.Value.integer)
      case UInt8(ascii: "t"): return literal("true", .bool(true))
      case UInt8(ascii: "f"): return literal("false", .bool(false))
      case UInt8(ascii: "n"): return literal("null", .null)
      default: return nil
      }
    }

    mutating func string() -> String? {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
      let start = index + 1
      var end = start
      while end < bytes.count {
        let byte = bytes[end]
        if byte == UInt8(ascii: "\"") { break }
        if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
        end += 1
      }
      guard end < bytes.count else { return nil }
      index = end + 1
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    mutating func integer() -> Int64? {
      var negative = false
      if bytes[index] == UInt8(ascii: "-") {
        negative = true
        index += 1
      }
      let start = index
      var value: Int64 = 0
      while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
        // At most 18 digits, checked before multiplying: no overflow is possible.
        guard index - start < 18 else { return nil }
        value = value * 10 + Int64(bytes[index] - UInt8(ascii: "0"))
        index += 1
      }
      let digits = index - start
      guard digits > 0, !(digits > 1 && bytes[start] == UInt8(ascii: "0")), !(negative && value == 0) else {
        return nil
      }
      if index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): return nil
        default: break
        }
      }
      return negative ? -value : value
    }

    mutating func literal(_ text: StaticString, _ value: EventJSONObject.Value) -> EventJSONObject.Value? {
      let count = text.utf8CodeUnitCount
      guard index + count <= bytes.count else { return nil }
      for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] { return nil }
      index += count
      return value
    }
  }
}
