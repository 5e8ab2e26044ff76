/// A parsed JSON value that keeps what campaign validation needs and Foundation drops: the order
/// of an object's keys, repeated keys, and booleans apart from numbers.
enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  /// Members in file order; a repeated key appears as often as it is written.
  case object([(key: String, value: JSONValue)])

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }

  /// What the value is, for messages: "a string", "a number", "an object", ….
  var kind: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "a list"
    case .object: return "an object"
    }
  }
}
