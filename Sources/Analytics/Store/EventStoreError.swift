/// A failure of an ``EventStore``: a kind the HTTP layer maps to a status, and one clear sentence.
public struct EventStoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, independent of the database.
  public enum Kind: String, Hashable, Sendable {
    /// The database can't be reached, opened or read, is closed, or has an unknown schema (503).
    case unavailable
    /// Another connection held a lock past the busy timeout (503, worth retrying).
    case busy
    /// The disk or the database's size limit is full (503).
    case full
    /// A row broke a constraint of the schema (a bug: validation should have caught it).
    case constraint
    /// The call itself was wrong, like a purge without any condition.
    case invalidRequest
    /// Anything else the database reported.
    case `internal`
  }

  /// What went wrong.
  public var kind: Kind
  /// One clear sentence a user can act on.
  public var message: String
  /// The database's own code when there is one (SQLite extended result code, PostgreSQL SQLSTATE).
  public var code: String?

  /// Creates an error of `kind`.
  public init(_ kind: Kind, _ message: String, code: String? = nil) {
    self.kind = kind
    self.message = message
    self.code = code
  }

  /// Whether the same call may succeed later (answer 503 with `Retry-After`).
  public var isTransient: Bool {
    switch kind {
    case .unavailable, .busy, .full: true
    case .constraint, .invalidRequest, .internal: false
    }
  }

  public var description: String { message }
}
