import Analytics
import CSQLite

extension EventStoreError {
  /// An error for SQLite result code `code`, its kind taken from the primary code.
  init(sqliteCode code: Int32, _ message: String) {
    let kind: Kind
    switch code & 0xff {
    case SQLITE_FULL: kind = .full
    case SQLITE_BUSY, SQLITE_LOCKED: kind = .busy
    case SQLITE_CONSTRAINT: kind = .constraint
    case SQLITE_CANTOPEN, SQLITE_IOERR, SQLITE_CORRUPT, SQLITE_NOTADB, SQLITE_READONLY, SQLITE_PERM,
      SQLITE_NOMEM, SQLITE_AUTH:
      kind = .unavailable
    default: kind = .internal
    }
    self.init(kind, message, code: String(code))
  }

  /// The error of every call after ``SQLiteEventStore/close()``.
  static let closed = EventStoreError(.unavailable, "The event store is closed.")
}
