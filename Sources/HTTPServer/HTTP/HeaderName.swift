import Glibc

/// Header names compare ASCII case-insensitively, without building lower-cased copies (every response
/// passes through several `setHeader` calls).
enum HeaderName {
  static func equal(_ a: String, _ b: String) -> Bool {
    guard a.utf8.count == b.utf8.count else { return false }
    if a == b { return true }  // the same spelling (our own constants): no byte walk
    // Over contiguous UTF-8 (native strings always are): zipping the two views was 1 % of the
    // single-event ingest profile.
    var a = a
    var b = b
    return a.withUTF8 { x in
      b.withUTF8 { y in
        for index in x.indices where lower(x[index]) != lower(y[index]) { return false }
        return true
      }
    }
  }

  /// `name` in lower case; the same string when it has no upper-case letter (the usual case).
  static func lowercased(_ name: String) -> String {
    name.utf8.contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } ? name.lowercased() : name
  }

  /// A header name from libmicrohttpd in lower case, ASCII letters folded in one pass over the C string
  /// (`String.lowercased()` was about a thousand instructions per field). A name with a non-ASCII byte,
  /// which no valid request has, takes `String.lowercased()`, so the result is the same either way.
  static func lowercased(cString key: UnsafePointer<CChar>) -> String {
    let count = strlen(key)
    return key.withMemoryRebound(to: UInt8.self, capacity: count) { start in
      let bytes = UnsafeBufferPointer(start: start, count: count)
      if bytes.contains(where: { $0 >= 0x80 }) { return String(cString: key).lowercased() }
      guard bytes.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else {
        return String(decoding: bytes, as: UTF8.self)
      }
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(count, 1)) { buffer in
        for index in 0..<count { buffer[index] = lower(bytes[index]) }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
      }
    }
  }

  private static func lower(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
  }
}
