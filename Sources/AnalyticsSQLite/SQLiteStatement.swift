import Analytics
import CSQLite

/// Owns one prepared statement (finalized in `deinit`); used only under its connection's lock.
final class SQLiteStatement {
  private let handle: OpaquePointer
  private let db: OpaquePointer
  private let arena: SQLiteTextArena

  init(db: OpaquePointer, sql: String, arena: SQLiteTextArena) throws(EventStoreError) {
    var statement: OpaquePointer?
    let code = sqlite3_prepare_v3(db, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
    guard code == SQLITE_OK, let statement else {
      throw EventStoreError(
        sqliteCode: code, "Could not prepare a query: \(String(cString: sqlite3_errmsg(db))).")
    }
    self.handle = statement
    self.db = db
    self.arena = arena
  }

  deinit { sqlite3_finalize(handle) }

  /// Binds `values` to parameters 1…n (after a ``reset()``).
  func bind(_ values: [SQLiteValue]) throws(EventStoreError) {
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      switch value {
      case .null: try check(sqlite3_bind_null(handle, index))
      case .integer(let number): try bind(index, number)
      case .text(let text): try bind(index, text)
      }
    }
  }

  /// Binds text, or NULL for nil, to parameter `index` (the insert path binds field by field: an array of
  /// ``SQLiteValue`` per event was an allocation and a retain of every string).
  func bind(_ index: Int32, _ text: String?) throws(EventStoreError) {
    guard var text else { return try check(sqlite3_bind_null(handle, index)) }
    // Explicit byte length: a NUL inside the string is kept. An empty buffer may have no base address,
    // which SQLite would bind as NULL, so "" gets a real pointer (the arena's copy is one).
    let code = text.withUTF8 { bytes in
      guard let count = Int32(exactly: bytes.count) else { return SQLITE_TOOBIG }
      if let copy = arena.copy(bytes) { return sqlite3_bind_text(handle, index, copy, count, nil) }  // STATIC
      guard let base = bytes.baseAddress else { return csqlite_bind_text_transient(handle, index, "", 0) }
      return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { chars in
        csqlite_bind_text_transient(handle, index, chars, count)
      }
    }
    try check(code)
  }

  /// Binds a constant text to parameter `index` in place (`SQLITE_STATIC`: a `StaticString` lives as
  /// long as the program), without the copy a `String` needs.
  func bind(_ index: Int32, constant text: StaticString) throws(EventStoreError) {
    let code = text.utf8Start.withMemoryRebound(to: CChar.self, capacity: text.utf8CodeUnitCount) { chars in
      sqlite3_bind_text(handle, index, chars, Int32(text.utf8CodeUnitCount), nil)
    }
    try check(code)
  }

  /// Binds an integer, or NULL for nil, to parameter `index`.
  func bind(_ index: Int32, _ number: Int64?) throws(EventStoreError) {
    guard let number else { return try check(sqlite3_bind_null(handle, index)) }
    try check(sqlite3_bind_int64(handle, index, number))
  }

  private func check(_ code: Int32) throws(EventStoreError) {
    guard code == SQLITE_OK else {
      throw EventStoreError(sqliteCode: code, "Could not bind a query parameter: \(message).")
    }
  }

  /// Runs one step: `true` when a row is available.
  func step() throws(EventStoreError) -> Bool {
    let code = sqlite3_step(handle)
    switch code {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default: throw EventStoreError(sqliteCode: code, "The database failed: \(message).")
    }
  }

  /// Ends the run (releasing its read snapshot), clears the bindings and frees the connection's text
  /// copies (``SQLiteTextArena``).
  func reset() {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    arena.reset()
  }

  /// Ends the run and keeps the bindings, for a statement whose every parameter is bound again before
  /// each run: `sqlite3_clear_bindings` walks all of them (a 32-row statement of the rollups has 448),
  /// about 2,800 instructions per event on the ingest path (bench/callgrind.sh).
  /// The text copies are freed all the same: the next run binds every parameter again first.
  func resetKeepingBindings() {
    sqlite3_reset(handle)
    arena.reset()
  }

  func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

  func optionalInt64(_ column: Int32) -> Int64? {
    sqlite3_column_type(handle, column) == SQLITE_NULL ? nil : int64(column)
  }

  func text(_ column: Int32) -> String? {
    guard let bytes = sqlite3_column_text(handle, column) else { return nil }
    let count = Int(sqlite3_column_bytes(handle, column))
    return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }

  /// Whether `column`'s text differs from `bytes` (NULL reads as empty); when it does, `bytes` becomes
  /// it. Compares in place: no `String` per row for a column that repeats (the delivery ledger's scan).
  func replaceIfChanged(_ column: Int32, _ bytes: inout [UInt8]) -> Bool {
    let text = sqlite3_column_text(handle, column)
    let count = Int(sqlite3_column_bytes(handle, column))
    let current = UnsafeBufferPointer(start: text, count: text == nil ? 0 : count)
    if current.elementsEqual(bytes) { return false }
    bytes = Array(current)
    return true
  }

  private var message: String { String(cString: sqlite3_errmsg(db)) }
}
