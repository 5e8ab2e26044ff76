/// `@frozen @propertyWrapper struct State<Value>: DynamicProperty`. Here it stores its value in a box;
/// SwiftUI keeps it in the view graph.
@propertyWrapper public struct State<Value> {
  final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
  let box: Box
  /// `init(wrappedValue value: Value)`.
  public init(wrappedValue value: Value) { box = Box(value) }
  /// `var wrappedValue: Value { get nonmutating set }`.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
  /// `var projectedValue: Binding<Value> { get }`.
  public var projectedValue: Binding<Value> {
    let box = box
    return Binding(get: { box.value }, set: { box.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// `init()`: `@State var item: Item?` without an initial value.
  public init() { box = Box(nil) }
}

/// `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`.
@propertyWrapper public struct Binding<Value> {
  let read: () -> Value
  let write: (Value) -> Void
  /// `init(get: @escaping () -> Value, set: @escaping (Value) -> Void)`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    read = get
    write = set
  }
  /// `static func constant(_ value: Value) -> Binding<Value>`.
  public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
  /// `var wrappedValue: Value { get nonmutating set }`.
  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }
  /// `var projectedValue: Binding<Value> { get }`.
  public var projectedValue: Binding<Value> { self }
}
