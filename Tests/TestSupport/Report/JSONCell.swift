import Foundation

/// A JSON value read exactly (`JSONDecoder` reads numbers as the same double the text names).
public enum JSONCell: Decodable, Equatable, Sendable, CustomStringConvertible {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONCell])
  case object([String: JSONCell])

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
    } else if let value = try? container.decode([JSONCell].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONCell].self))
    }
  }

  /// Parses a JSON text.
  public static func parse(_ text: String) throws -> JSONCell {
    try JSONDecoder().decode(JSONCell.self, from: Data(text.utf8))
  }

  /// The member `key` of an object (`.null` when absent or not an object).
  public subscript(key: String) -> JSONCell {
    if case .object(let members) = self { return members[key] ?? .null }
    return .null
  }

  /// The number, or `nil`.
  public var number: Double? { if case .number(let value) = self { value } else { nil } }
  /// The string, or `nil`.
  public var string: String? { if case .string(let value) = self { value } else { nil } }
  /// The elements of an array (empty otherwise).
  public var elements: [JSONCell] { if case .array(let items) = self { items } else { [] } }
  /// The keys of an object, sorted (empty otherwise).
  public var keys: [String] { if case .object(let members) = self { members.keys.sorted() } else { [] } }

  public var description: String {
    switch self {
    case .null: "null"
    case .bool(let value): String(value)
    case .number(let value): String(value)
    case .string(let value): value.debugDescription
    case .array(let items): "[" + items.map(\.description).joined(separator: ",") + "]"
    case .object(let members):
      "{"
        + members.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }
        .joined(separator: ",") + "}"
    }
  }
}
