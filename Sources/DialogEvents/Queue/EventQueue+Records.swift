import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The log's records: writing one, and replaying a run of them into memory.
extension EventQueue {
  /// Applies the records in `bytes` (the log from `fileBytes` on); returns the length of the valid
  /// prefix (a torn last record is left out).
  func apply(_ bytes: [UInt8]) -> Int {
    var offset = 0
    var gone = Set<String>()
    var added: [Entry] = []
    while offset + 9 <= bytes.count {
      let length = Int(Self.uint32(bytes, offset))
      let checksum = Self.uint32(bytes, offset + 4)
      let start = offset + 8
      guard length <= 16 * 1024 * 1024, start + 1 + length <= bytes.count else { break }
      let body = bytes[start..<(start + 1 + length)]
      guard Self.fnv1a(body) == checksum else { break }
      let payload = Data(bytes[(start + 1)..<(start + 1 + length)])
      switch bytes[start] {
      case 1:
        let object = (try? JSONSerialization.jsonObject(with: payload)) as? [String: Any]
        if let seq = (object?["seq"] as? NSNumber)?.intValue { noteSeq(seq) }
        if let id = object?["id"] as? String { added.append(Entry(id: id, json: payload)) }
      case 2, 3, 5:
        let ids = String(decoding: payload, as: UTF8.self).split(separator: "\n").map(String.init)
        gone.formUnion(ids)
        if bytes[start] == 3 { noteCounts(dropped: ids.count, deadLettered: 0) }
        if bytes[start] == 5 { noteCounts(dropped: 0, deadLettered: ids.count) }
      case 4:
        let object = (try? JSONSerialization.jsonObject(with: payload)) as? [String: Any]
        noteCounters(
          dropped: object?["dropped"] as? Int ?? 0, deadLettered: object?["deadLettered"] as? Int ?? 0,
          seq: object?["seq"] as? Int ?? 0)
      default:
        merge(added, removing: gone)
        return offset
      }
      offset = start + 1 + length
    }
    merge(added, removing: gone)
    return offset
  }

  static func counters(dropped: Int, deadLettered: Int, seq: Int) -> Data {
    Data("{\"deadLettered\":\(deadLettered),\"dropped\":\(dropped),\"seq\":\(seq)}".utf8)
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

  static func fnv1a<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
    var hash: UInt32 = 0x811c_9dc5
    for byte in bytes { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
    return hash
  }

  static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    (UInt32(bytes[offset]) << 24) | (UInt32(bytes[offset + 1]) << 16) | (UInt32(bytes[offset + 2]) << 8)
      | UInt32(bytes[offset + 3])
  }

  private static func append(_ value: UInt32, to data: inout Data) {
    data += [
      UInt8(value >> 24), UInt8((value >> 16) & 0xff), UInt8((value >> 8) & 0xff), UInt8(value & 0xff),
    ]
  }
}
