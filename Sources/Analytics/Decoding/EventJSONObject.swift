/// A body in the plain shape `EventJSONFastPath` reads, typed: an object of scalars, whose top level
/// may hold an `events` array of such objects. Fields stay in body order in a short list (no hashing:
/// an event has about eight), so decoding a plain body builds no `Any`, `NSNumber` or dictionary.
/// (The tests turn it into what `JSONSerialization` builds for the same text, to compare the two.)
struct EventJSONObject {
  typealias Value = EventJSONValue

  /// One field of an object.
  struct Field {
    var key: String
    var value: EventJSONValue
  }

  /// The fields in body order; keys are unique (the parser gives up on a repeated key).
  var fields: [Field] = []

  /// The value of `key`, or nil when the body doesn't have it.
  subscript(key: String) -> Value? {
    // Lengths first: the contract's names mostly differ in length, and comparing two different small
    // strings takes the slow path of `==` (~40 such comparisons per event were ~1,100 instructions).
    let length = key.utf8.count
    for field in fields where field.key.utf8.count == length && field.key == key { return field.value }
    return nil
  }
}

extension EventJSONObject: EventFieldLookup {
  func eventField(_ name: String) -> EventField {
    switch self[name] {
    case nil, .null?: .absent
    case .string(let text)?: .string(text)
    case .integer(let number)?: .nonString(.integer(number))
    case .bool?, .events?: .nonString(.notAnInteger)
    }
  }
}
