/// Percent-decoding of paths and query strings, refusing what could smuggle a path.
public enum PathDecoding {
  /// Decodes `%XX` escapes (and `+` as space when `plusIsSpace`); nil for a malformed escape,
  /// invalid UTF-8 or a NUL byte.
  public static func percentDecode(_ text: String, plusIsSpace: Bool = false) -> String? {
    // Most paths and queries have nothing to decode: then the text is the answer (a String is valid UTF-8).
    let plain = !text.utf8.contains { byte in
      byte == UInt8(ascii: "%") || byte == 0 || (plusIsSpace && byte == UInt8(ascii: "+"))
    }
    if plain { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      switch byte {
      case UInt8(ascii: "%"):
        guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue)
        else { return nil }
        bytes.append(high << 4 | low)
      case UInt8(ascii: "+") where plusIsSpace:
        bytes.append(UInt8(ascii: " "))
      default:
        bytes.append(byte)
      }
    }
    if bytes.contains(0) { return nil }
    return String(validating: bytes, as: UTF8.self)
  }

  /// Splits a raw path into decoded segments. Nil when a segment decodes to something that
  /// could leave its folder: `.`/`..`, a `/` or `\` inside a segment, a NUL byte, a bad escape.
  /// Empty segments (double slashes, a trailing slash) are dropped.
  public static func segments(of rawPath: String) -> [String]? {
    var path = rawPath
    return path.withUTF8 { bytes -> [String]? in
      guard bytes.first == UInt8(ascii: "/") else { return nil }
      var result: [String] = []
      var start = 1
      // One pass over the bytes, each segment made from its slice: splitting the String (by Character,
      // or its UTF-8 view into an array of slices) cost several thousand instructions per request.
      for end in 1...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "/") {
        defer { start = end + 1 }
        guard end > start else { continue }
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<end])
        let segment: String
        if raw.contains(where: { $0 == UInt8(ascii: "%") || $0 == 0 }) {
          guard let decoded = percentDecode(String(decoding: raw, as: UTF8.self)) else { return nil }
          segment = decoded
        } else {
          segment = String(decoding: raw, as: UTF8.self)
        }
        let unsafe = segment.utf8.contains { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") }
        if segment == "." || segment == ".." || unsafe { return nil }
        result.append(segment)
      }
      return result
    }
  }

  public static func parseQuery(_ query: Substring) -> [(name: String, value: String)] {
    query.split(separator: "&").compactMap { pair in
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let name = percentDecode(String(parts[0]), plusIsSpace: true) else { return nil }
      let value = parts.count > 1 ? percentDecode(String(parts[1]), plusIsSpace: true) : ""
      guard let value else { return nil }
      return (name, value)
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
