import Foundation

/// A JSON value as WebDriver carries it: script results and arguments, command bodies.
///
/// Literals build arguments (`["type": "seek", "time": 250]`); the accessors read results
/// (`value["rect"]?["width"]?.double`).
public enum ScriptValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([ScriptValue])
  case object([String: ScriptValue])

  /// The number, if this is one.
  public var double: Double? { if case .number(let value) = self { value } else { nil } }
  /// The number as an integer, if this is a whole number.
  public var int: Int? { double.flatMap { $0 == $0.rounded() ? Int(exactly: $0) : nil } }
  /// The string, if this is one.
  public var string: String? { if case .string(let value) = self { value } else { nil } }
  /// The boolean, if this is one.
  public var bool: Bool? { if case .bool(let value) = self { value } else { nil } }
  /// The elements, if this is an array.
  public var array: [ScriptValue]? { if case .array(let value) = self { value } else { nil } }
  /// The members, if this is an object.
  public var object: [String: ScriptValue]? { if case .object(let value) = self { value } else { nil } }
  /// True for `null` (JavaScript `null` and `undefined` both arrive as `null`).
  public var isNull: Bool { self == .null }

  /// The member `key` of an object, nil otherwise.
  public subscript(key: String) -> ScriptValue? { object?[key] }
  /// The element at `index` of an array, nil when out of range or not an array.
  public subscript(index: Int) -> ScriptValue? {
    guard let array, array.indices.contains(index) else { return nil }
    return array[index]
  }
}

extension ScriptValue: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([ScriptValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: ScriptValue].self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}

extension ScriptValue: CustomStringConvertible {
  /// Compact JSON, for messages.
  public var description: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "<unencodable>"
  }
}

extension ScriptValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  public init(nilLiteral: ()) { self = .null }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  public init(floatLiteral value: Double) { self = .number(value) }
  public init(stringLiteral value: String) { self = .string(value) }
  public init(arrayLiteral elements: ScriptValue...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, ScriptValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
  }
}
