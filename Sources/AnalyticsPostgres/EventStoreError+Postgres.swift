import Analytics

extension EventStoreError {
  /// SQLSTATE of a connection that could not be made (`sqlclient_unable_to_establish_sqlconnection`).
  static let unableToConnect = "08001"
  /// SQLSTATE of a connection lost while in use (`connection_failure`).
  static let connectionLost = "08006"

  /// An error for PostgreSQL's SQLSTATE `state`, its kind taken from the state's class.
  init(sqlstate state: String?, _ message: String) {
    let kind: Kind
    switch state ?? "" {
    case "53100": kind = .full
    case let state where state.hasPrefix("53"): kind = .busy
    case "40001", "40P01", "55P03", "57014": kind = .busy
    case let state where state.hasPrefix("08") || state.hasPrefix("57P") || state.hasPrefix("28"):
      kind = .unavailable
    // A read-only standby (after a failover) or a database that doesn't exist.
    case "25006", "3D000": kind = .unavailable
    case let state where state.hasPrefix("23"): kind = .constraint
    default: kind = .internal
    }
    self.init(kind, message, code: state)
  }

  /// Whether this error says the connection itself failed (it was lost or could not be made).
  var isConnectionFailure: Bool { code?.hasPrefix("08") == true }

  /// The error of every call after ``PostgresEventStore/close()``.
  static let closed = EventStoreError(.unavailable, "The event store is closed.")
}
