import Analytics
import CLibPQ
import Foundation

/// Owns one `PGconn`; `deinit` finishes it. Not thread-safe by itself: the store keeps each connection
/// in a ``PostgresSession`` behind a `Mutex`, so one thread at a time uses it.
final class PostgresConnection {
  private let handle: OpaquePointer

  /// Connects (blocking, bounded by `connect_timeout`) and checks the database's encoding.
  init(_ parameters: PostgresConnectionParameters) throws(EventStoreError) {
    guard let connection = parameters.withCArrays({ PQconnectdbParams($0, $1, 1) }) else {
      throw EventStoreError(.unavailable, "Could not connect to PostgreSQL: out of memory.")
    }
    guard PQstatus(connection) == CONNECTION_OK else {
      let reason = Self.oneLine(String(cString: PQerrorMessage(connection)))
      PQfinish(connection)
      throw EventStoreError(
        .unavailable,
        Self.sentence("Could not connect to the PostgreSQL database \(parameters.target): \(reason)"),
        code: EventStoreError.unableToConnect)
    }
    // libpq prints notices (like "relation already exists, skipping") to stderr unless told otherwise.
    PQsetNoticeProcessor(connection, { _, _ in }, nil)
    handle = connection
    let encoding = PQparameterStatus(connection, "server_encoding").map { String(cString: $0) } ?? ""
    guard encoding == "UTF8" || encoding == "SQL_ASCII" else {
      throw EventStoreError(
        .unavailable,
        "The PostgreSQL database \(parameters.target) has encoding \(encoding); create it with ENCODING 'UTF8'.",
        code: EventStoreError.unableToConnect)
    }
  }

  deinit { PQfinish(handle) }

  /// Whether the connection is lost (it can't be used again).
  var isBroken: Bool { PQstatus(handle) != CONNECTION_OK }

  /// Runs SQL without values (one or several statements: transactions, schema).
  func execute(_ sql: String) throws(EventStoreError) {
    _ = try check(PQexec(handle, sql))
  }

  /// Runs one statement with `values` bound to `$1…$n` (text format) and returns its rows.
  @discardableResult
  func query(_ sql: String, _ values: [PostgresValue] = []) throws(EventStoreError) -> PostgresResult {
    let copies = values.map { value -> UnsafeMutablePointer<CChar>? in value.wireText.flatMap { strdup($0) } }
    defer { copies.forEach { free($0) } }
    let pointers = copies.map { UnsafePointer($0) }
    let result = pointers.withUnsafeBufferPointer { buffer in
      PQexecParams(handle, sql, Int32(values.count), nil, buffer.baseAddress, nil, nil, 0)
    }
    return try check(result)
  }

  /// Rolls back the open transaction, if any; a lost connection has none left.
  func rollbackIfNeeded() {
    guard !isBroken, PQtransactionStatus(handle) != PQTRANS_IDLE else { return }
    PQclear(PQexec(handle, "ROLLBACK"))
  }

  /// The result when it succeeded, else the error it carries (a lost connection is ``unavailable``).
  private func check(_ result: OpaquePointer?) throws(EventStoreError) -> PostgresResult {
    guard let result else { throw failure(sqlstate: nil, UnsafePointer(PQerrorMessage(handle))) }
    let owned = PostgresResult(result)
    switch PQresultStatus(result) {
    case PGRES_COMMAND_OK, PGRES_TUPLES_OK: return owned
    default:
      let state = clibpq_sqlstate(result).map { String(cString: $0) }
      throw failure(
        sqlstate: state, clibpq_primary_message(result) ?? UnsafePointer(PQresultErrorMessage(result)))
    }
  }

  private func failure(sqlstate: String?, _ message: UnsafePointer<CChar>?) -> EventStoreError {
    let reason = message.map { Self.oneLine(String(cString: $0)) } ?? "no message"
    if isBroken || sqlstate?.hasPrefix("08") == true || sqlstate?.hasPrefix("57P") == true {
      return EventStoreError(
        .unavailable, Self.sentence("The connection to PostgreSQL was lost: \(reason)"),
        code: EventStoreError.connectionLost)
    }
    return EventStoreError(sqlstate: sqlstate, Self.sentence("PostgreSQL failed: \(reason)"))
  }

  /// libpq's multi-line message as one line (lines joined by "; ") without a final period.
  static func oneLine(_ message: String) -> String {
    var line = message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }.joined(separator: "; ")
    while line.hasSuffix(".") { line.removeLast() }
    return line
  }

  /// `text` ending with a period unless it ends with a question or exclamation mark.
  static func sentence(_ text: String) -> String {
    text.hasSuffix("?") || text.hasSuffix("!") ? text : text + "."
  }
}
