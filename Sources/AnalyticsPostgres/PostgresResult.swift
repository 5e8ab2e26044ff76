import CLibPQ

/// Owns one `PGresult` (text format); `deinit` clears it. Used only under its connection's lock.
final class PostgresResult {
  private let handle: OpaquePointer

  init(_ handle: OpaquePointer) { self.handle = handle }

  deinit { PQclear(handle) }

  /// The number of rows returned.
  var rowCount: Int { Int(PQntuples(handle)) }

  /// Rows changed by an INSERT, UPDATE or DELETE (0 for other commands).
  var affectedRows: Int { Int(String(cString: PQcmdTuples(handle))) ?? 0 }

  /// The value at `row`, `column` as text (decoded from its stored form), or `nil` for NULL.
  func text(_ row: Int, _ column: Int) -> String? {
    guard row < rowCount, PQgetisnull(handle, Int32(row), Int32(column)) == 0 else { return nil }
    return PostgresText.decode(String(cString: PQgetvalue(handle, Int32(row), Int32(column))))
  }

  /// The value at `row`, `column` as an integer, or `nil` for NULL.
  func integer(_ row: Int, _ column: Int) -> Int64? {
    text(row, column).flatMap { Int64($0) }
  }
}
