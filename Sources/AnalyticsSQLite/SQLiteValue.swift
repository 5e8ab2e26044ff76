/// A value bound to a statement parameter: the only way values reach SQL.
enum SQLiteValue {
  case text(String)
  case integer(Int64)
  case null

  /// `.text(value)`, or `.null` for `nil`.
  static func text(_ value: String?) -> SQLiteValue { value.map { .text($0) } ?? .null }
  /// `.integer(value)`, or `.null` for `nil`.
  static func integer(_ value: Int64?) -> SQLiteValue { value.map { .integer($0) } ?? .null }
}
