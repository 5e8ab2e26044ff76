/// A field's value in the plain shape.
enum EventJSONValue {
  case string(String)
  case integer(Int64)
  case bool(Bool)
  case null
  /// The top level's `events` array.
  case events([EventJSONObject])
}
