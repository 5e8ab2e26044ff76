/// One connection's buffer for the text its statements bind: each text is copied in and bound with
/// `SQLITE_STATIC`, instead of SQLite copying it into a `malloc`ed buffer of its own per bind
/// (`SQLITE_TRANSIENT`: a malloc, a copy and a free each, about 13 per event on the ingest path).
///
/// A Swift string's bytes can't be bound in place: a small string (up to 15 bytes, most campaign, user
/// and variant ids) lives inside the `String` value, and `withUTF8` lends a temporary copy. The copies
/// here stay until ``reset()``, which a statement calls when its run ends (``SQLiteStatement/reset()``):
/// one statement at a time binds and runs on a connection, so no statement still bound to the arena
/// runs after that without binding again. A text that doesn't fit is bound `SQLITE_TRANSIENT`.
final class SQLiteTextArena {
  /// Bytes held: far more than a 32-row statement of the rollups binds.
  static let capacity = 64 * 1024

  private let base = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
  private var used = 0

  deinit { base.deallocate() }

  /// A copy of `bytes` that stays until ``reset()`` (with a NUL after it), or nil when it doesn't fit.
  func copy(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafePointer<CChar>? {
    guard bytes.count < Self.capacity - used else { return nil }
    let start = base + used
    if let source = bytes.baseAddress {
      UnsafeMutableRawPointer(start).copyMemory(from: source, byteCount: bytes.count)
    }
    start[bytes.count] = 0
    used += bytes.count + 1
    return UnsafePointer(start)
  }

  /// Frees every copy for reuse.
  func reset() { used = 0 }
}
