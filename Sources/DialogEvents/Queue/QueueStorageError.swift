import Foundation

/// A queue file could not be opened or written (before the device's first unlock the files are
/// protected; a full disk): the events wait in memory and the operation is tried again.
struct QueueStorageError: Error, CustomStringConvertible {
  let path: String
  let errno: Int32
  var description: String { "\(path): \(String(cString: strerror(errno)))" }
}
