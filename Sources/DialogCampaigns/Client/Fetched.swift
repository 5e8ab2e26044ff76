/// A value from the server or its cache, and which of them it came from.
public struct Fetched<Value: Sendable>: Sendable {
  /// The value.
  public var value: Value
  /// Where it came from.
  public var source: FetchSource

  /// A fetched value from its parts.
  public init(value: Value, source: FetchSource) {
    self.value = value
    self.source = source
  }
}

extension Fetched: Equatable where Value: Equatable {}
