import Analytics

/// One connection slot of the store: connects on first use, and again after the connection is lost,
/// with attempts spaced by the shared ``ReconnectBackoff``. Used only under the store's `Mutex`.
final class PostgresSession: @unchecked Sendable {  // mutable state is touched only under the store's Mutex
  private let parameters: PostgresConnectionParameters
  private let backoff: ReconnectBackoff
  /// Runs on every new connection before it is used (the store migrates there when asked to).
  private let onConnect: @Sendable (PostgresConnection) throws(EventStoreError) -> Void
  private var connection: PostgresConnection?

  init(
    parameters: PostgresConnectionParameters, backoff: ReconnectBackoff,
    onConnect: @escaping @Sendable (PostgresConnection) throws(EventStoreError) -> Void
  ) {
    self.parameters = parameters
    self.backoff = backoff
    self.onConnect = onConnect
  }

  /// Runs `body` on the connection, connecting first when there is none.
  ///
  /// When a connection that served earlier calls turns out lost (the server restarted, an idle
  /// connection was dropped), `retryingAfterLoss` runs `body` once more on a new connection at once:
  /// only for idempotent work, since the first run may have committed before the loss.
  func run<T>(retryingAfterLoss: Bool, _ body: (PostgresConnection) throws(EventStoreError) -> T)
    throws(EventStoreError) -> T
  {
    if connection?.isBroken == true { connection = nil }
    let reused: Bool
    let current: PostgresConnection
    if let connection {
      (reused, current) = (true, connection)
    } else {
      (reused, current) = (false, try connect())
    }
    do {
      return try body(current)
    } catch {
      guard current.isBroken || error.isConnectionFailure else { throw error }
      connection = nil
      guard retryingAfterLoss, reused else { throw error }
    }
    let fresh = try connect()
    do {
      return try body(fresh)
    } catch {
      if fresh.isBroken || error.isConnectionFailure { connection = nil }
      throw error
    }
  }

  /// Drops the connection (finishing it). The next ``run(retryingAfterLoss:_:)`` connects again.
  func disconnect() { connection = nil }

  private func connect() throws(EventStoreError) -> PostgresConnection {
    try backoff.checkAttemptAllowed()
    do {
      let fresh = try PostgresConnection(parameters)
      try onConnect(fresh)
      backoff.recordSuccess()
      connection = fresh
      return fresh
    } catch {
      backoff.recordFailure(error)
      throw error
    }
  }
}
