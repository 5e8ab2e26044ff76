/// A value bound to a statement parameter (text format): the only way values reach SQL.
enum PostgresValue {
  case text(String)
  case integer(Int64)
  case textArray([String?])
  case integerArray([Int64?])
  case null

  /// `.text(value)`, or `.null` for `nil`.
  static func text(_ value: String?) -> PostgresValue { value.map { .text($0) } ?? .null }

  /// The parameter in PostgreSQL's text format, or `nil` for SQL NULL. Text is stored-encoded
  /// (``PostgresText``), so no value holds a NUL byte.
  var wireText: String? {
    switch self {
    case .text(let text): PostgresText.encode(text)
    case .integer(let number): String(number)
    case .textArray(let elements): Self.arrayLiteral(elements.map { $0.map(Self.quotedElement) })
    case .integerArray(let elements): Self.arrayLiteral(elements.map { $0.map { String($0) } })
    case .null: nil
    }
  }

  /// `{a,b,NULL}`: elements already in their literal form, `nil` as NULL.
  private static func arrayLiteral(_ elements: [String?]) -> String {
    "{" + elements.map { $0 ?? "NULL" }.joined(separator: ",") + "}"
  }

  /// A text array element: double-quoted, with `"` and `\` escaped by a backslash.
  private static func quotedElement(_ text: String) -> String {
    var quoted = "\""
    for character in PostgresText.encode(text) {
      if character == "\"" || character == "\\" { quoted.append("\\") }
      quoted.append(character)
    }
    return quoted + "\""
  }
}
