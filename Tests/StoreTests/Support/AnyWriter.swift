import Analytics

/// A ``GroupCommitWriter`` on a store of any type, seen through closures (the writer is generic).
struct AnyWriter: Sendable {
  let submit: @Sendable ([Event], @escaping @Sendable (Result<InsertResult, EventStoreError>) -> Void) -> Bool
  let shutdown: @Sendable () -> Void

  init(_ store: any EventStore) { self = Self.make(store) }

  private init(
    submit:
      @escaping @Sendable ([Event], @escaping @Sendable (Result<InsertResult, EventStoreError>) -> Void) ->
      Bool,
    shutdown: @escaping @Sendable () -> Void
  ) {
    self.submit = submit
    self.shutdown = shutdown
  }

  private static func make<Store: EventStore>(_ store: Store) -> AnyWriter {
    let writer = GroupCommitWriter(store: store)
    return AnyWriter(submit: { writer.submit($0, completion: $1) }, shutdown: { writer.shutdown() })
  }
}
