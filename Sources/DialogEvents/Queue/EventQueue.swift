import DialogCampaigns
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The events waiting for the server, on disk: an append-only log in `events.log` of the queue
/// folder, shared by every logger on the folder (in this process or another: an app and its
/// extension). Not thread-safe: ``QueueStore`` calls it under its lock, and every call that reads or
/// writes the file runs inside ``QueueFolderLock/withLock(wait:_:)`` after ``refresh()``.
///
/// Record format (all integers big-endian): `length: UInt32`, `checksum: UInt32` (32-bit FNV-1a of
/// the kind byte and the payload), `kind: UInt8`, then `length` payload bytes. Kinds: 1 an event (its
/// JSON, exactly the bytes sent, with its `seq`), 2 events answered (ids separated by `\n`), 3 events
/// dropped by the bounds (ids), 4 counters (JSON, first record after a compaction), 5 events answered
/// and moved to the dead-letter file (ids). Loading replays the log and stops at the first record that
/// is short or fails its checksum (a write torn by a kill or power loss: under the lock that tail is
/// garbage, and it is truncated before anything is appended). When the dead records outweigh the live
/// ones, the live events are written to `events.log.tmp`, synced and renamed over the log (atomic);
/// another process sees the new file by its inode and replays it whole.
final class EventQueue {
  struct Entry {
    let id: String
    let json: Data
  }

  static let fileName = "events.log"
  let folder: URL
  let maxCount: Int
  let maxBytes: Int
  let protection: FileProtection
  let lock: QueueFolderLock
  private(set) var entries: [Entry] = []
  private var liveIDs = Set<String>()
  private(set) var liveBytes = 0
  /// The length of the log's valid prefix, replayed into memory.
  private(set) var fileBytes = 0
  /// Events dropped by the bounds and moved to the dead-letter file, over the queue's life.
  private(set) var dropped = 0
  private(set) var deadLettered = 0
  /// The highest `seq` ever written to this folder (kept across compactions).
  private(set) var lastSeq = 0
  private var handle: FileHandle?
  private var inode: (device: UInt64, number: UInt64) = (0, 0)

  var fileURL: URL { folder.appendingPathComponent(Self.fileName) }
  var count: Int { entries.count }

  init(folder: URL, maxCount: Int, maxBytes: Int, protection: FileProtection) {
    self.folder = folder
    self.maxCount = max(1, maxCount)
    self.maxBytes = max(1024, maxBytes)
    self.protection = protection
    lock = QueueFolderLock(folder: folder)
  }

  /// Brings memory up to date with the file: the records appended since the last call, or the whole
  /// file when it was replaced (a compaction) or deleted (an opt-out) by another logger. Then cuts a
  /// torn tail (only a writer that died holding the lock leaves one). Under the lock.
  func refresh() throws {
    var status = stat()
    if stat(fileURL.path, &status) != 0 {
      guard errno == ENOENT else { throw QueueStorageError(path: fileURL.path, errno: errno) }
      try? handle?.close()
      handle = nil
      do {
        try DurableFiles.create(fileURL, Data(), protection: protection)
      } catch {
        throw QueueStorageError(path: fileURL.path, errno: errno)
      }
      DurableFiles.syncFolder(folder)
      protection.apply(to: URL(fileURLWithPath: lock.path))
      return try refresh()
    }
    let identity = (UInt64(status.st_dev), UInt64(status.st_ino))
    if handle == nil || identity != inode || Int(status.st_size) < fileBytes {
      try? handle?.close()
      handle = nil
      let opened = try FileHandle(forUpdating: fileURL)
      handle = opened
      inode = identity
      reset()
    }
    guard let handle, Int(status.st_size) > fileBytes else { return }
    try handle.seek(toOffset: UInt64(fileBytes))
    let tail = [UInt8](try handle.readToEnd() ?? Data())
    fileBytes += apply(tail)
    if fileBytes < Int(status.st_size) { try handle.truncate(atOffset: UInt64(fileBytes)) }
  }

  /// Appends events, numbering them from `lastSeq + 1` (`encode` writes the number into the JSON)
  /// and dropping the oldest first when a bound would be passed. Written, not yet synced.
  func append(_ events: [PendingEvent], encode: (PendingEvent, Int) throws -> Data) throws {
    var buffer = Data()
    var added: [Entry] = []
    var seq = lastSeq
    for event in events {
      seq += 1
      added.append(Entry(id: event.id, json: try encode(event, seq)))
    }
    // Drop the oldest (queued ones first, then the new ones) until both bounds hold; at least the
    // newest event stays. Incremental: no pass over the whole queue per write.
    let total = entries.count + added.count
    var bytes = liveBytes + added.reduce(0) { $0 + $1.json.count }
    var first = 0
    while first < total - 1, total - first > maxCount || bytes > maxBytes {
      bytes -= (first < entries.count ? entries[first] : added[first - entries.count]).json.count
      first += 1
    }
    for entry in added { buffer += Self.record(kind: 1, entry.json) }
    let droppedIDs = entries.prefix(first).map(\.id) + added.prefix(max(0, first - entries.count)).map(\.id)
    if !droppedIDs.isEmpty { buffer += Self.record(kind: 3, Data(droppedIDs.joined(separator: "\n").utf8)) }
    try write(buffer)
    lastSeq = seq
    let droppedQueued = min(first, entries.count)
    for entry in entries.prefix(droppedQueued) { liveIDs.remove(entry.id) }
    entries.removeFirst(droppedQueued)
    for entry in added.dropFirst(first - droppedQueued) {
      entries.append(entry)
      liveIDs.insert(entry.id)
    }
    dropped += first
    liveBytes = bytes
  }

  /// The oldest events, at most `maxCount` of them and `maxBytes` of JSON with separators.
  func peek(maxCount: Int, maxBytes: Int) -> [Entry] {
    var batch: [Entry] = []
    var bytes = 0
    for entry in entries {
      if batch.count >= maxCount { break }
      if !batch.isEmpty, bytes + entry.json.count + 1 > maxBytes { break }
      batch.append(entry)
      bytes += entry.json.count + 1
    }
    return batch
  }

  /// Removes answered events (`deadLettered` went to the dead-letter file). Ids another logger
  /// removed meanwhile are skipped. Written, not yet synced.
  func remove(_ ids: [String], deadLettered refused: [String] = []) throws {
    let answered = ids.filter { liveIDs.contains($0) && !refused.contains($0) }
    let dead = refused.filter { liveIDs.contains($0) }
    var buffer = Data()
    if !answered.isEmpty { buffer += Self.record(kind: 2, Data(answered.joined(separator: "\n").utf8)) }
    if !dead.isEmpty { buffer += Self.record(kind: 5, Data(dead.joined(separator: "\n").utf8)) }
    guard !buffer.isEmpty else { return }
    try write(buffer)
    forget(Set(answered + dead))
    deadLettered += dead.count
    let wasted = fileBytes > 64 * 1024 && fileBytes > 2 * (liveBytes + entries.count * 9)
    if wasted || (entries.isEmpty && fileBytes > 4096) { try compact() }
  }

  /// Deletes every queued event and the log itself (opt-out).
  func deleteAll() throws {
    try? handle?.close()
    handle = nil
    try? FileManager.default.removeItem(at: fileURL)
    reset()
  }

  /// The log to stable storage (``DurableFiles/sync(_:_:)``).
  func sync() throws {
    guard let handle else { return }
    try DurableFiles.sync(handle, fileURL)
  }

  func closeFile() {
    try? handle?.close()
    handle = nil
  }

  /// Rewrites the log with the live events only, atomically (synced before the rename).
  func compact() throws {
    let temporary = folder.appendingPathComponent(Self.fileName + ".tmp")
    var data = Self.record(kind: 4, Self.counters(dropped: dropped, deadLettered: deadLettered, seq: lastSeq))
    for entry in entries { data += Self.record(kind: 1, entry.json) }
    try DurableFiles.create(temporary, data, protection: protection)
    let temporaryHandle = try FileHandle(forWritingTo: temporary)
    try DurableFiles.sync(temporaryHandle, temporary)
    try temporaryHandle.close()
    guard rename(temporary.path, fileURL.path) == 0 else {
      throw QueueStorageError(path: fileURL.path, errno: errno)
    }
    DurableFiles.syncFolder(folder)
    try? handle?.close()
    let opened = try FileHandle(forUpdating: fileURL)
    handle = opened
    var status = stat()
    if fstat(opened.fileDescriptor, &status) == 0 { inode = (UInt64(status.st_dev), UInt64(status.st_ino)) }
    fileBytes = data.count
  }

  private func write(_ data: Data) throws {
    guard let handle else { throw QueueStorageError(path: fileURL.path, errno: EBADF) }
    try handle.seek(toOffset: UInt64(fileBytes))
    try handle.write(contentsOf: data)
    fileBytes += data.count
  }

  private func reset() {
    entries = []
    liveIDs = []
    liveBytes = 0
    fileBytes = 0
    dropped = 0
    deadLettered = 0
    lastSeq = 0
  }

  func noteSeq(_ seq: Int) { lastSeq = max(lastSeq, seq) }

  func noteCounts(dropped: Int, deadLettered: Int) {
    self.dropped += dropped
    self.deadLettered += deadLettered
  }

  func noteCounters(dropped: Int, deadLettered: Int, seq: Int) {
    self.dropped = dropped
    self.deadLettered = deadLettered
    lastSeq = max(lastSeq, seq)
  }

  /// Adds replayed events (once each) and removes the answered ones.
  func merge(_ added: [Entry], removing gone: Set<String>) {
    for entry in added where !liveIDs.contains(entry.id) && !gone.contains(entry.id) {
      entries.append(entry)
      liveIDs.insert(entry.id)
      liveBytes += entry.json.count
    }
    forget(gone.intersection(liveIDs))
  }

  private func forget(_ gone: Set<String>) {
    guard !gone.isEmpty else { return }
    entries.removeAll { gone.contains($0.id) }
    liveIDs.subtract(gone)
    liveBytes = entries.reduce(0) { $0 + $1.json.count }
  }
}
