import Synchronization

/// Whether a migration run succeeded on this store (then new connections skip it).
final class SchemaState: Sendable {
  private let current = Atomic<Bool>(false)
  var isCurrent: Bool { current.load(ordering: .acquiring) }
  func markCurrent() { current.store(true, ordering: .releasing) }
}
