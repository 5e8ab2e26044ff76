import Foundation

/// The events waiting for the server, on disk: an append-only log in `events.log` of the queue
/// folder. Not thread-safe: ``EventLogger`` calls it under its lock.
///
/// Record format (all integers big-endian): `length: UInt32`, `checksum: UInt32` (32-bit FNV-1a of
/// the kind byte and the payload), `kind: UInt8`, then `length` payload bytes. Kinds: 1 an event (its
/// JSON, exactly the bytes sent), 2 events answered (ids separated by `\n`), 3 events dropped by the
/// bounds (ids), 4 counters (JSON, first record after a compaction). Loading replays the log and stops
/// at the first record that is short or fails its checksum (a write torn by a kill or power loss:
/// only the last record can be torn, since the file is truncated there before anything is appended).
/// When the dead records outweigh the live ones, the live events are written to `events.log.tmp`,
/// synced and renamed over the log (atomic: the old or the new file, never half of one).
/// The folder is locked (``QueueFolderLock``) from opening to ``closeFile()`` or ``deleteAll()``: a
/// second queue on it throws ``QueueFolderInUseError``.
final class EventQueue {
  struct Entry {
    let id: String
    let json: Data
  }

  static let fileName = "events.log"
  let folder: URL
  let maxCount: Int
  let maxBytes: Int
  let syncEachWrite: Bool
  private(set) var entries: [Entry] = []
  private(set) var liveBytes = 0
  private(set) var fileBytes = 0
  /// Events dropped by the bounds, over the queue's life (kept across compactions).
  private(set) var dropped = 0
  /// Events moved to the dead-letter file, over the queue's life.
  private(set) var deadLettered = 0
  private var handle: FileHandle
  private let lock: QueueFolderLock

  var fileURL: URL { folder.appendingPathComponent(Self.fileName) }

  init(folder: URL, maxCount: Int, maxBytes: Int, syncEachWrite: Bool) throws {
    self.folder = folder
    self.maxCount = max(1, maxCount)
    self.maxBytes = max(1024, maxBytes)
    self.syncEachWrite = syncEachWrite
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    lock = try QueueFolderLock(folder: folder)
    let file = folder.appendingPathComponent(Self.fileName)
    if !FileManager.default.fileExists(atPath: file.path) {
      _ = FileManager.default.createFile(atPath: file.path, contents: nil)
    }
    let data = try Data(contentsOf: file)
    handle = try FileHandle(forUpdating: file)
    let valid = replay(data)
    if valid < data.count { try handle.truncate(atOffset: UInt64(valid)) }
    fileBytes = valid
    try handle.seekToEnd()
  }

  var count: Int { entries.count }

  /// Appends one event (dropping the oldest first when a bound would be passed); durable on return.
  func append(id: String, json: Data) throws {
    var droppedIDs: [String] = []
    let keep = entries.count
    var bytes = liveBytes
    var first = 0
    while first < keep, keep + 1 - first > maxCount || bytes + json.count > maxBytes {
      droppedIDs.append(entries[first].id)
      bytes -= entries[first].json.count
      first += 1
    }
    var buffer = Data()
    if !droppedIDs.isEmpty { buffer += Self.record(kind: 3, Data(droppedIDs.joined(separator: "\n").utf8)) }
    buffer += Self.record(kind: 1, json)
    try write(buffer)
    if first > 0 {
      entries.removeFirst(first)
      dropped += first
    }
    liveBytes = bytes + json.count
    entries.append(Entry(id: id, json: json))
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

  /// Removes answered events (`deadLettered` of them went to the dead-letter file); durable on return.
  func remove(_ ids: [String], deadLettered: Int = 0) throws {
    guard !ids.isEmpty else { return }
    try write(Self.record(kind: 2, Data(ids.joined(separator: "\n").utf8)))
    let gone = Set(ids)
    entries.removeAll { gone.contains($0.id) }
    liveBytes = entries.reduce(0) { $0 + $1.json.count }
    self.deadLettered += deadLettered
    let dead = fileBytes > 64 * 1024 && fileBytes > 2 * (liveBytes + entries.count * 9)
    if dead || (entries.isEmpty && fileBytes > 4096) { try compact() }
  }

  /// Deletes every queued event and the log itself (opt-out).
  func deleteAll() throws {
    defer { lock.release() }
    try handle.close()
    try? FileManager.default.removeItem(at: fileURL)
    entries = []
    liveBytes = 0
    fileBytes = 0
  }

  func closeFile() {
    try? handle.close()
    lock.release()
  }

  /// Rewrites the log with the live events only, atomically.
  func compact() throws {
    let temporary = folder.appendingPathComponent(Self.fileName + ".tmp")
    var data = Self.record(kind: 4, Self.counters(dropped: dropped, deadLettered: deadLettered))
    for entry in entries { data += Self.record(kind: 1, entry.json) }
    try data.write(to: temporary)
    let temporaryHandle = try FileHandle(forWritingTo: temporary)
    try temporaryHandle.synchronize()
    try temporaryHandle.close()
    try handle.close()
    guard rename(temporary.path, fileURL.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    Self.syncFolder(folder)
    handle = try FileHandle(forUpdating: fileURL)
    try handle.seekToEnd()
    fileBytes = data.count
  }

  private func write(_ data: Data) throws {
    try handle.write(contentsOf: data)
    if syncEachWrite { try handle.synchronize() }
    fileBytes += data.count
  }

  /// Replays the log into memory; returns the length of its valid prefix.
  private func replay(_ data: Data) -> Int {
    var offset = 0
    var live: [String: Int] = [:]  // id -> index in entries (nil-ed entries removed at the end)
    var slots: [Entry?] = []
    let bytes = [UInt8](data)
    while offset + 9 <= bytes.count {
      let length = Int(Self.uint32(bytes, offset))
      let checksum = Self.uint32(bytes, offset + 4)
      let start = offset + 8
      guard length <= 16 * 1024 * 1024, start + 1 + length <= bytes.count else { break }
      let body = bytes[start..<(start + 1 + length)]
      guard Self.fnv1a(body) == checksum else { break }
      let kind = bytes[start]
      let payload = Data(bytes[(start + 1)..<(start + 1 + length)])
      switch kind {
      case 1:
        if let id = Self.id(of: payload), live[id] == nil {
          live[id] = slots.count
          slots.append(Entry(id: id, json: payload))
        }
      case 2, 3:
        for id in String(decoding: payload, as: UTF8.self).split(separator: "\n") {
          if let index = live.removeValue(forKey: String(id)) { slots[index] = nil }
        }
        if kind == 3 { dropped += String(decoding: payload, as: UTF8.self).split(separator: "\n").count }
      case 4:
        let object = (try? JSONSerialization.jsonObject(with: payload)) as? [String: Any]
        dropped = object?["dropped"] as? Int ?? 0
        deadLettered = object?["deadLettered"] as? Int ?? 0
      default:
        return offset
      }
      offset = start + 1 + length
    }
    entries = slots.compactMap { $0 }
    liveBytes = entries.reduce(0) { $0 + $1.json.count }
    return offset
  }

  /// Counts a dead letter written by a previous life (the `remove` call carries the count otherwise).
  static func counters(dropped: Int, deadLettered: Int) -> Data {
    Data("{\"deadLettered\":\(deadLettered),\"dropped\":\(dropped)}".utf8)
  }

  static func record(kind: UInt8, _ payload: Data) -> Data {
    var body = Data([kind])
    body += payload
    var data = Data()
    append(UInt32(payload.count), to: &data)
    append(fnv1a(body), to: &data)
    data += body
    return data
  }

  static func id(of json: Data) -> String? {
    ((try? JSONSerialization.jsonObject(with: json)) as? [String: Any])?["id"] as? String
  }

  static func fnv1a<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
    var hash: UInt32 = 0x811c_9dc5
    for byte in bytes { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
    return hash
  }

  private static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    (UInt32(bytes[offset]) << 24) | (UInt32(bytes[offset + 1]) << 16) | (UInt32(bytes[offset + 2]) << 8)
      | UInt32(bytes[offset + 3])
  }

  private static func append(_ value: UInt32, to data: inout Data) {
    data += [
      UInt8(value >> 24), UInt8((value >> 16) & 0xff), UInt8((value >> 8) & 0xff), UInt8(value & 0xff),
    ]
  }

  static func syncFolder(_ folder: URL) {
    let descriptor = open(folder.path, O_RDONLY)
    if descriptor >= 0 {
      fsync(descriptor)
      close(descriptor)
    }
  }
}
