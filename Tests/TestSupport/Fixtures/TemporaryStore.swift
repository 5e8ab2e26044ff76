import AnalyticsSQLite
import Foundation

/// A fresh folder under the system's temporary folder, removed (with everything in it) by `body`'s end.
public func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("analytics-tests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: url) }
  return try body(url)
}

/// A migrated SQLite store on a fresh file, closed and removed when `body` ends.
public func withTemporaryStore<T>(_ body: (SQLiteEventStore, String) throws -> T) throws -> T {
  try withTemporaryDirectory { folder in
    let path = folder.appendingPathComponent("events.sqlite").path
    let store = try SQLiteEventStore(path: path)
    defer { store.close() }
    try store.migrate()
    return try body(store, path)
  }
}
