import Dispatch

/// `final class NWPathMonitor` (Network, iOS 12+): the declarations DialogEvents uses, with Apple's
/// documented signatures.
public final class NWPathMonitor: @unchecked Sendable {
  /// `init()`: monitors every interface type.
  public init() {}

  /// `final var pathUpdateHandler: (@Sendable (NWPath) -> Void)?`.
  public final var pathUpdateHandler: (@Sendable (_ newPath: NWPath) -> Void)?

  /// `final func start(queue: DispatchQueue)`.
  public final func start(queue: DispatchQueue) {}

  /// `final func cancel()`.
  public final func cancel() {}
}

/// `struct NWPath`.
public struct NWPath: Sendable {
  /// `let status: NWPath.Status`.
  public let status: Status

  /// `enum NWPath.Status`.
  public enum Status: Sendable, Hashable {
    case satisfied
    case unsatisfied
    case requiresConnection
  }
}
